import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { auditGridPageSchema, auditGridQuerySchema } from './audit-log.ts';
import { StaffErrors } from './error-answers.ts';
import { enrolmentSchema, recoveryCodesSchema } from './second-factor.ts';
import {
  currentStaffSchema,
  enrolmentDoneSchema,
  staffChangePasswordRequestSchema,
  staffCodeRequestSchema,
  staffNewPasswordRequestSchema,
  staffSignInRequestSchema,
  staffSignInStepSchema,
} from './sign-in.ts';
import { STAFF_ROLES } from './staff-access.ts';
import {
  changeStaffRoleRequestSchema,
  inviteStaffRequestSchema,
  setStaffDisabledRequestSchema,
  staffGridPageSchema,
  staffGridQuerySchema,
  staffIdParamsSchema,
  staffRowSchema,
  temporaryPasswordSchema,
} from './staff-management.ts';

/*
 * The staff area's calls (docs/product/operator.md, OPERATOR-1…8): sign-in with a second factor,
 * the signed-in person's own account, staff management and the audit log. Every path is under
 * /api/console/, where the staff cookies are sent (ADR 0031).
 */

const ALL_ROLES = STAFF_ROLES;
const OWNER = ['owner'] as const;

// Sign-in (OPERATOR-3, OPERATOR-4): no session yet, so open to anyone and rate-limited.

/** Step 1: e-mail and password; answers the next step and sets the pending sign-in cookie. */
export const signIn = defineEndpoint({
  area: 'staff',
  name: 'signIn',
  method: 'POST',
  path: '/api/console/sign-in',
  access: 'anyone',
  rateLimit: 'login',
  body: staffSignInRequestSchema,
  response: staffSignInStepSchema,
  errors: [StaffErrors.badCredentials, StaffErrors.accountLocked],
});

/** The first sign-in's new password (pending sign-in at `changePassword`); next: `enrol`. */
export const setNewPassword = defineEndpoint({
  area: 'staff',
  name: 'setNewPassword',
  method: 'POST',
  path: '/api/console/sign-in/password',
  access: 'anyone',
  rateLimit: 'password',
  body: staffNewPasswordRequestSchema,
  response: staffSignInStepSchema,
  errors: [
    StaffErrors.signInExpired,
    StaffErrors.passwordRule,
    StaffErrors.commonPassword,
    StaffErrors.samePassword,
  ],
});

/** A new authenticator secret for the pending sign-in at `enrol` (again: a new secret). */
export const startEnrolment = defineEndpoint({
  area: 'staff',
  name: 'startEnrolment',
  method: 'POST',
  path: '/api/console/sign-in/enrolment',
  access: 'anyone',
  rateLimit: 'login',
  body: z.object({}),
  response: enrolmentSchema,
  errors: [StaffErrors.signInExpired],
});

/** A code from the new secret ends the enrolment: signed in, with the recovery codes. */
export const finishEnrolment = defineEndpoint({
  area: 'staff',
  name: 'finishEnrolment',
  method: 'POST',
  path: '/api/console/sign-in/enrolment/finish',
  access: 'anyone',
  rateLimit: 'login',
  body: staffCodeRequestSchema,
  response: enrolmentDoneSchema,
  errors: [StaffErrors.signInExpired, StaffErrors.wrongCode],
});

/** The authenticator's code or a recovery code (pending sign-in at `code`): signed in. */
export const submitCode = defineEndpoint({
  area: 'staff',
  name: 'submitCode',
  method: 'POST',
  path: '/api/console/sign-in/code',
  access: 'anyone',
  rateLimit: 'login',
  body: staffCodeRequestSchema,
  response: currentStaffSchema,
  errors: [StaffErrors.signInExpired, StaffErrors.wrongCode],
});

/** Ends the session (and a half-done sign-in) and clears the staff cookies; 204 either way. */
export const signOut = defineEndpoint({
  area: 'staff',
  name: 'signOut',
  method: 'POST',
  path: '/api/console/sign-out',
  access: 'anyone',
  body: z.object({}),
  response: null,
  errors: [],
});

// The signed-in person's own account: every role.

export const getCurrentStaff = defineEndpoint({
  area: 'staff',
  name: 'getCurrentStaff',
  method: 'GET',
  path: '/api/console/me',
  access: 'staff',
  staffRoles: ALL_ROLES,
  response: currentStaffSchema,
  errors: [],
});

/** A new set of recovery codes replaces the old one (OPERATOR-5); shown once. */
export const newRecoveryCodes = defineEndpoint({
  area: 'staff',
  name: 'newRecoveryCodes',
  method: 'POST',
  path: '/api/console/me/recovery-codes',
  access: 'staff',
  staffRoles: ALL_ROLES,
  body: z.object({}),
  response: recoveryCodesSchema,
  errors: [],
});

/** Changes the person's own password; their other sessions end. */
export const changeOwnPassword = defineEndpoint({
  area: 'staff',
  name: 'changeOwnPassword',
  method: 'POST',
  path: '/api/console/me/password',
  access: 'staff',
  staffRoles: ALL_ROLES,
  rateLimit: 'password',
  body: staffChangePasswordRequestSchema,
  response: null,
  errors: [
    // A throttled check answers this too, its message saying until when (ACCOUNT-24).
    StaffErrors.wrongCurrentPassword,
    StaffErrors.passwordRule,
    StaffErrors.commonPassword,
    StaffErrors.samePassword,
  ],
});

// Staff management and the audit log: owners only (OPERATOR-7, OPERATOR-8).

export const getStaffGrid = defineEndpoint({
  area: 'staff',
  name: 'getStaffGrid',
  method: 'GET',
  path: '/api/console/staff',
  access: 'staff',
  staffRoles: OWNER,
  query: staffGridQuerySchema,
  response: staffGridPageSchema,
  errors: [],
});

/** Makes a staff account; the answer carries its temporary password, shown once. */
export const inviteStaff = defineEndpoint({
  area: 'staff',
  name: 'inviteStaff',
  method: 'POST',
  path: '/api/console/staff',
  access: 'staff',
  staffRoles: OWNER,
  body: inviteStaffRequestSchema,
  response: temporaryPasswordSchema,
  errors: [StaffErrors.emailTaken],
});

/** A new role; the person's sessions end (OPERATOR-6). */
export const changeStaffRole = defineEndpoint({
  area: 'staff',
  name: 'changeStaffRole',
  method: 'POST',
  path: '/api/console/staff/:staffId/role',
  access: 'staff',
  staffRoles: OWNER,
  params: staffIdParamsSchema,
  body: changeStaffRoleRequestSchema,
  response: staffRowSchema,
  errors: [StaffErrors.staffNotFound, StaffErrors.ownAccount],
});

/** Disables (its sessions end at once) or enables an account. */
export const setStaffDisabled = defineEndpoint({
  area: 'staff',
  name: 'setStaffDisabled',
  method: 'POST',
  path: '/api/console/staff/:staffId/disabled',
  access: 'staff',
  staffRoles: OWNER,
  params: staffIdParamsSchema,
  body: setStaffDisabledRequestSchema,
  response: staffRowSchema,
  errors: [StaffErrors.staffNotFound, StaffErrors.ownAccount],
});

/**
 * Resets the second factor (OPERATOR-4): the authenticator and recovery codes are removed, the
 * sessions end, and a new temporary password (shown once) leads to a new first sign-in.
 */
export const resetStaffSecondFactor = defineEndpoint({
  area: 'staff',
  name: 'resetStaffSecondFactor',
  method: 'POST',
  path: '/api/console/staff/:staffId/second-factor/reset',
  access: 'staff',
  staffRoles: OWNER,
  params: staffIdParamsSchema,
  body: z.object({}),
  response: temporaryPasswordSchema,
  errors: [StaffErrors.staffNotFound, StaffErrors.ownAccount],
});

export const getAuditLog = defineEndpoint({
  area: 'staff',
  name: 'getAuditLog',
  method: 'GET',
  path: '/api/console/audit',
  access: 'staff',
  staffRoles: OWNER,
  query: auditGridQuerySchema,
  response: auditGridPageSchema,
  errors: [],
});
