import type { AreaDocs } from '../endpoint.ts';
import type * as AccountApi from './endpoints.ts';
import type { AccountErrors } from './error-answers.ts';

/**
 * The API reference's words for the account endpoints (one line each) and for when each of its
 * answers is given. Kept beside the declarations, not in them, so the web app ships none of it.
 */
export const accountDocs = {
  endpoints: {
    createAccount: 'Creates an account and logs it in (session cookies).',
    login: 'Logs in with Basic authorization (email and password) and an empty JSON body.',
    submitLoginCode:
      'Finishes a login that was answered `loginCodeSent`: the challenge (that answer’s message) and the e-mailed code; opens the session.',
    logout:
      'Ends the session and clears its cookies; only for a script of the app (X-Requested-With: CitybookApp, or same-origin fetch metadata), never an image, link or other site.',
    logoutByPost: 'Ends the session and clears its cookies (the web app’s logout).',
    getProfile: 'The logged-in member’s profile (ACCOUNT-14).',
    getExpired: 'When the member’s current activation ends.',
    updateProfile: 'Changes the contact details; a new email address needs the current password.',
    forgotPassword:
      'Mails a password-reset link; the same answer whether or not the email has an account.',
    resetPassword: 'Sets a new password with a reset (or set-password) token; ends every session.',
    changePassword: 'Changes the password; the member’s other sessions end.',
    deleteAccount:
      'Deletes the account with its sessions and tokens, given the current password (throttled like a login).',
    getDevices:
      'The member’s live sessions (signed-in devices): client, masked sign-in address, created, last used; the current one first.',
    signOutOtherDevices: 'Ends every session of the member but this one; answers how many ended.',
    signOutDevice:
      'Ends one other session of the member, given the current password; answers 1, or 0 when it had ended already.',
    getAccountState:
      'The member’s own state beside the shared merchant lists (`shared=true`): offers redeemed on the current voucher, favourite merchants, whether it is the shared guest.',
  },
  errors: {
    accountGone: 'The session’s account has been deleted meanwhile.',
    invalidEmail: 'The email address is not valid.',
    emailTaken: 'Another account has this email address.',
    wrongCurrentPassword: 'The current password is missing or wrong.',
    passwordRule: 'The new password breaks the password rule.',
    invalidPassword: 'The password breaks the password rule.',
    commonPassword: 'The new password is on the list of common passwords; choose another.',
    badCredentials: 'The email or the password is wrong.',
    accountLocked:
      'The account is locked after too many failed logins; the message says in how many minutes to try again.',
    mustSetPassword:
      'The member must choose a password first; the message is the set-password token.',
    loginCodeSent:
      'The account is throttled after failed logins from elsewhere and this address has not signed in to it: if the password was right, a sign-in code was e-mailed; the message is the challenge to send with it. Wrong and unknown answer alike.',
    wrongLoginCode: 'The sign-in code is wrong, used, expired or out of attempts.',
    tokenExpired: 'The token is unknown, used or expired.',
  },
} as const satisfies AreaDocs<typeof AccountApi, typeof AccountErrors>;
