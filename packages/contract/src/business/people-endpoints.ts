import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { StaffErrors } from '../staff/error-answers.ts';
import { BusinessErrors } from './error-answers.ts';
import { businessInvitationSchema, businessPersonRowSchema } from './organisations.ts';
import {
  businessPeopleSchema,
  invitePersonRequestSchema,
  personAccessSchema,
  personIdParamsSchema,
  setPersonDisabledRequestSchema,
} from './people.ts';

/*
 * MERCHANT-13: a merchant admin manages their organisation's people; nobody else's. A person id of
 * another organisation is unknown (404).
 */

const admins = ['merchantAdmin'] as const;

export const getBusinessPeople = defineEndpoint({
  area: 'business',
  name: 'getBusinessPeople',
  method: 'GET',
  path: '/api/business/people',
  access: 'business',
  businessRoles: admins,
  response: businessPeopleSchema,
  errors: [],
});

/** Invites a person: a temporary password, answered once and sent by e-mail with the link. */
export const inviteBusinessPerson = defineEndpoint({
  area: 'business',
  name: 'inviteBusinessPerson',
  method: 'POST',
  path: '/api/business/people',
  access: 'business',
  businessRoles: admins,
  body: invitePersonRequestSchema,
  response: businessInvitationSchema,
  errors: [BusinessErrors.unknownLocation, StaffErrors.emailTaken],
});

/** A person's role, and counter staff's locations; the role's change ends their sessions. */
export const changeBusinessPerson = defineEndpoint({
  area: 'business',
  name: 'changeBusinessPerson',
  method: 'PUT',
  path: '/api/business/people/:personId',
  access: 'business',
  businessRoles: admins,
  params: personIdParamsSchema,
  body: personAccessSchema,
  response: businessPersonRowSchema,
  errors: [BusinessErrors.personNotFound, BusinessErrors.unknownLocation, BusinessErrors.lastAdmin],
});

/** Disables a person (their sessions end at once) or enables them again. */
export const setBusinessPersonDisabled = defineEndpoint({
  area: 'business',
  name: 'setBusinessPersonDisabled',
  method: 'POST',
  path: '/api/business/people/:personId/disabled',
  access: 'business',
  businessRoles: admins,
  params: personIdParamsSchema,
  body: setPersonDisabledRequestSchema,
  response: businessPersonRowSchema,
  errors: [BusinessErrors.personNotFound, BusinessErrors.lastAdmin],
});

/** Sends the invitation again with a new temporary password, to someone who never signed in. */
export const resendBusinessInvitation = defineEndpoint({
  area: 'business',
  name: 'resendBusinessInvitation',
  method: 'POST',
  path: '/api/business/people/:personId/invitation',
  access: 'business',
  businessRoles: admins,
  params: personIdParamsSchema,
  body: z.object({}),
  response: businessInvitationSchema,
  errors: [BusinessErrors.personNotFound, BusinessErrors.invitationAccepted],
});
