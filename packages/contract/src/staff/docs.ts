import type { AreaDocs } from '../endpoint.ts';
import type * as StaffApi from './endpoints.ts';
import type { StaffErrors } from './error-answers.ts';

/**
 * The API reference's words for the staff endpoints (one line each) and for when each of its
 * answers is given. Kept beside the declarations, not in them, so no app ships them.
 */
export const staffDocs = {
  endpoints: {
    signIn:
      'Staff sign-in, step 1: e-mail and password. Answers the next step (`changePassword`, `enrol` or `code`) and sets the pending sign-in cookie; nobody is signed in yet.',
    setNewPassword:
      'Sets the new password of a first sign-in (or one after a second-factor reset); the temporary password stops working. Next: `enrol`.',
    startEnrolment:
      'Makes a new authenticator secret for the pending sign-in: as base32 text and as an `otpauth://` URI for a QR code.',
    finishEnrolment:
      'A code computed from the new secret ends the enrolment: signs in (the `citybook-staff` cookie) and answers the ten recovery codes, shown this once.',
    submitCode:
      'The authenticator’s 6-digit code or a recovery code (then used up) ends the sign-in: signs in (the `citybook-staff` cookie).',
    signOut: 'Ends the staff session and any half-done sign-in, and clears their cookies.',
    getCurrentStaff:
      'The signed-in staff member: e-mail, role, recovery codes left, and when the session ends at the latest.',
    newRecoveryCodes:
      'A new set of ten recovery codes, shown this once; the old set stops working.',
    changeOwnPassword:
      'Changes the signed-in person’s password, given the current one; their other sessions end.',
    getStaffGrid:
      'The staff accounts, a grid page: sorted, filtered by e-mail (`filter`), role and disabled.',
    inviteStaff:
      'Makes a staff account with a role; answers its temporary password, shown this once, to be changed at first sign-in.',
    changeStaffRole: 'Changes a staff member’s role; their sessions end.',
    setStaffDisabled:
      'Disables an account (it cannot sign in and its sessions end at once) or enables it again.',
    resetStaffSecondFactor:
      'Removes the authenticator and recovery codes of an account, ends its sessions and answers a new temporary password, shown this once: the next sign-in is a first one.',
    getAuditLog:
      'The audit log, a grid page, newest first: every staff write and sign-in attempt, filtered by staff member, object type and id, and days (`from`, `to`, UTC, both included).',
  },
  errors: {
    badCredentials:
      'The e-mail or the password is wrong (an unknown e-mail and a disabled account answer the same).',
    accountLocked:
      'Too many failed passwords from this address for this e-mail; the message says until when.',
    signInExpired:
      'There is no half-done sign-in at this step: none started, it expired, or too many wrong codes spent it. Sign in again.',
    wrongCode:
      'The code is wrong, or was used already (an authenticator code works once, a recovery code once).',
    passwordRule: 'The new password breaks the password rule.',
    commonPassword: 'The new password is on the list of common passwords; choose another.',
    samePassword: 'The new password is the one it replaces.',
    wrongCurrentPassword: 'The current password is missing or wrong.',
    emailTaken: 'Another staff account has this e-mail address.',
    staffNotFound: 'No staff account has this id.',
    ownAccount:
      'An owner cannot change their own role, disable themself or reset their own second factor.',
  },
} as const satisfies AreaDocs<typeof StaffApi, typeof StaffErrors>;
