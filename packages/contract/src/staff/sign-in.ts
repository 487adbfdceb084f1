import * as z from 'zod/mini';
import { withPasswordConfirmation } from '../account/create-account.ts';
import { changePasswordFormSchema } from '../account/passwords.ts';
import { passwordSchema } from '../account/password.ts';
import { staffRoleSchema } from './staff-access.ts';
import { secondFactorCodeSchema } from './second-factor.ts';

/**
 * POST /api/console/sign-in (OPERATOR-3): the e-mail and the password. Loosely typed, so a wrong
 * address and a wrong password get the same answer.
 */
export const staffSignInRequestSchema = z.object({
  email: z.string().check(z.maxLength(1000)),
  password: z.string().check(z.maxLength(1000)),
});
export type StaffSignInRequest = z.infer<typeof staffSignInRequestSchema>;

/** The sign-in form (the console's). */
export const staffSignInFormSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'Please enter your email address.')),
  password: z.string().check(z.minLength(1, 'Please enter your password.')),
});
export type StaffSignInForm = z.infer<typeof staffSignInFormSchema>;

/**
 * What the sign-in needs next (OPERATOR-4): a new password (first sign-in, or after an owner's
 * reset), the authenticator's enrolment, or the code. Until the code, nobody is signed in; the
 * half-done sign-in is held under the pending cookie.
 */
export const STAFF_SIGN_IN_STEPS = ['changePassword', 'enrol', 'code'] as const;
export type StaffSignInStep = (typeof STAFF_SIGN_IN_STEPS)[number];
export const staffSignInStepSchema = z.object({ next: z.enum(STAFF_SIGN_IN_STEPS) });
export type StaffSignInStepResponse = z.infer<typeof staffSignInStepSchema>;

/** Wrong codes one half-done sign-in may try; then it is spent and sign-in starts again. */
export const PENDING_SIGN_IN_MAX_CODE_ATTEMPTS = 5;

/** POST /api/console/sign-in/password: the new password of the first sign-in. */
export const staffNewPasswordRequestSchema = z.object({
  newPassword: z.string().check(z.maxLength(1000)),
});
export type StaffNewPasswordRequest = z.infer<typeof staffNewPasswordRequestSchema>;
/** Its form: the member password rule (ACCOUNT-10) and a confirmation. */
export const staffNewPasswordFormSchema = withPasswordConfirmation(
  z.object({ password: passwordSchema }),
);
export type StaffNewPasswordForm = z.infer<typeof staffNewPasswordFormSchema>;

/** POST /api/console/sign-in/code and …/enrolment/finish: the code as typed. */
export const staffCodeRequestSchema = z.object({ code: secondFactorCodeSchema });
export type StaffCodeRequest = z.infer<typeof staffCodeRequestSchema>;

/** POST /api/console/me/password: the signed-in person's own password. */
export const staffChangePasswordRequestSchema = z.object({
  currentPassword: z.string().check(z.maxLength(1000)),
  newPassword: z.string().check(z.maxLength(1000)),
});
export type StaffChangePasswordRequest = z.infer<typeof staffChangePasswordRequestSchema>;
/** Its form: the member app's (current password, new password, confirmation). */
export const staffChangePasswordFormSchema = changePasswordFormSchema;

/** The signed-in staff member (GET /api/console/me), with when the session ends at the latest. */
export const currentStaffSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: staffRoleSchema,
  /** Unused recovery codes of the current set (OPERATOR-5). */
  recoveryCodesLeft: z.number(),
  signedInAt: z.string(),
  /** The absolute end of this session (OPERATOR-6); the idle end moves with every request. */
  sessionExpiresAt: z.string(),
});
export type CurrentStaff = z.infer<typeof currentStaffSchema>;

/** The end of the enrolment: signed in, and the recovery codes, shown once (OPERATOR-4). */
export const enrolmentDoneSchema = z.object({
  recoveryCodes: z.array(z.string()),
  staff: currentStaffSchema,
});
export type EnrolmentDone = z.infer<typeof enrolmentDoneSchema>;
