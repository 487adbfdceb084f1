import { ErrorCode } from '../app/errors.ts';
import { errorAnswer } from '../endpoint.ts';

/** Answers of the business organisations' rules (MERCHANT-1, MERCHANT-2). */
export const BusinessErrors = {
  /** MERCHANT-1: a location belongs to one organisation at a time. */
  locationTaken: errorAnswer({ status: 409, code: ErrorCode.locationTaken, field: 'merchantIds' }),
  unknownLocation: errorAnswer({
    status: 400,
    code: ErrorCode.unknownLocation,
    field: 'merchantIds',
  }),
  organisationNotFound: errorAnswer({ status: 404, code: ErrorCode.notFound }),
  organisationDisabled: errorAnswer({ status: 409, code: ErrorCode.organisationDisabled }),
  /** MERCHANT-13: an admin's People screen names a person of their own organisation only. */
  personNotFound: errorAnswer({ status: 404, code: ErrorCode.notFound }),
  lastAdmin: errorAnswer({ status: 409, code: ErrorCode.lastAdmin }),
  invitationAccepted: errorAnswer({ status: 409, code: ErrorCode.invitationAccepted }),
} as const;

export const BusinessText = {
  locationTaken: 'A location you chose already belongs to another organisation.',
  unknownLocation: 'A location you chose does not exist or is not one of this organisation’s.',
  organisationNotFound: 'No business organisation has this id.',
  organisationDisabled: 'This organisation is disabled: enable it before inviting its people.',
  personNotFound: 'Nobody of your organisation has this id.',
  lastAdmin:
    'You are the organisation’s last active admin: make someone else an admin before you disable or demote yourself.',
  invitationAccepted:
    'This person has signed in already: they use their own password, so there is no invitation to send again.',
  emailTaken: 'This email address already has a Citybook business or staff account.',
} as const;
