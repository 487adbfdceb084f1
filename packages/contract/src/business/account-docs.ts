import type { AreaDocs } from '../endpoint.ts';
import type * as BusinessAccountApi from './account-endpoints.ts';
import type { BusinessAccountErrors } from './account.ts';

/** The API reference's words for a business person's own account (MERCHANT-15). */
export const businessAccountDocs = {
  endpoints: {
    changeBusinessPassword:
      'Changes the signed-in business person’s password, given the current one; their other sessions end.',
    getBusinessSecondFactor:
      'Whether the signed-in person’s two-step sign-in is on, and how many unused recovery codes they have.',
    startBusinessEnrolment:
      'Starts setting up two-step sign-in: a new authenticator secret as base32 text and as an `otpauth://` URI for a QR code. Refused with 409 when it is on already.',
    finishBusinessEnrolment:
      'A code computed from the new secret turns two-step sign-in on and answers the ten recovery codes, shown this once; the next sign-in asks for a code.',
    newBusinessRecoveryCodes:
      'A new set of ten recovery codes, shown this once; the old set stops working. Refused with 409 when two-step sign-in is off.',
    turnOffBusinessSecondFactor:
      'Turns two-step sign-in off, given the password and a current authenticator or recovery code; the authenticator and the recovery codes are removed.',
  },
  errors: {
    secondFactorState:
      'Two-step sign-in is on already (to set it up again, turn it off first), no set-up was started (or a newer one replaced it), or it is off.',
  },
} as const satisfies AreaDocs<typeof BusinessAccountApi, typeof BusinessAccountErrors>;
