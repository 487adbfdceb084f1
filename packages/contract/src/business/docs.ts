import type { AreaDocs } from '../endpoint.ts';
import type * as BusinessApi from './endpoints.ts';
import type { BusinessErrors } from './error-answers.ts';

/** The API reference's words for a business's people signing in (MERCHANT-2). */
export const businessDocs = {
  endpoints: {
    businessSignIn:
      'Business sign-in, step 1: e-mail and password. Answers `signedIn` (the `citybook-business` cookie is set), or the next step (`changePassword` or `code`) with the pending sign-in cookie.',
    businessSetNewPassword:
      'Sets the new password of a first sign-in; the temporary password stops working. Next: `code` for a person with a second factor, else `signedIn`.',
    businessSubmitCode:
      'The authenticator’s 6-digit code or a recovery code ends the sign-in of a person with a second factor: signs in (the `citybook-business` cookie).',
    businessSignOut:
      'Ends the business session and any half-done sign-in, and clears their cookies.',
    getCurrentBusinessUser:
      'The signed-in business person: e-mail, role, organisation, the locations they work for, and when the session ends at the latest.',
  },
  errors: {
    locationTaken: 'A location named already belongs to another organisation (one at a time).',
    unknownLocation: 'A location named does not exist, or is not one of the organisation’s.',
  },
} as const satisfies AreaDocs<typeof BusinessApi, typeof BusinessErrors>;
