import type { AreaDocs } from '../endpoint.ts';
import type * as BusinessConsoleApi from './console-endpoints.ts';
import type * as BusinessApi from './endpoints.ts';
import type * as BusinessPeopleApi from './people-endpoints.ts';
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
    organisationNotFound: 'No business organisation has this id.',
    organisationDisabled: 'The organisation is disabled: enable it first.',
    personNotFound: 'No person of the signed-in admin’s organisation has this id.',
    lastAdmin:
      'The change would disable or demote the organisation’s last active admin (MERCHANT-13).',
    invitationAccepted:
      'The person has signed in with a password of their own: there is no invitation to send again.',
  },
} as const satisfies AreaDocs<typeof BusinessApi, typeof BusinessErrors>;

/** The API reference's words for the operators' side of business organisations (MERCHANT-1). */
export const businessConsoleDocs = {
  endpoints: {
    getOrganisationGrid:
      'A page of the business organisations, sorted and filtered (a part of the name) on the server, with how many locations and people each has.',
    getOrganisation: 'One organisation: its locations and its people.',
    createBusinessOrganisation:
      'Makes an organisation of catalogue locations; refused with 409 when one of them belongs to another organisation.',
    renameOrganisation: 'Renames an organisation.',
    setOrganisationDisabled:
      'Disables an organisation (its people’s sessions end at once and they cannot sign in) or enables it again.',
    inviteOrganisationAdmin:
      'Invites a merchant admin: the account’s temporary password is answered once and sent by e-mail with the sign-in link.',
  },
} as const satisfies Pick<AreaDocs<typeof BusinessConsoleApi, typeof BusinessErrors>, 'endpoints'>;

/** The API reference's words for a merchant admin's People screen (MERCHANT-13). */
export const businessPeopleDocs = {
  endpoints: {
    getBusinessPeople:
      'The people of the signed-in admin’s organisation: e-mail, role, counter staff’s locations, whether disabled or still invited, and the last sign-in.',
    inviteBusinessPerson:
      'Invites a merchant admin or counter staff (at some of the organisation’s locations): the temporary password is answered once and sent by e-mail with the sign-in link.',
    changeBusinessPerson:
      'Changes a person’s role and counter staff’s locations; a changed role ends their sessions. Refused with 409 when it would leave no active admin.',
    setBusinessPersonDisabled:
      'Disables a person (their sessions end at once) or enables them again. Refused with 409 for the last active admin.',
    resendBusinessInvitation:
      'Sends the invitation again with a new temporary password (the old one stops working), to a person who never signed in.',
  },
} as const satisfies Pick<AreaDocs<typeof BusinessPeopleApi, typeof BusinessErrors>, 'endpoints'>;
