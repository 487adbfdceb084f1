import { defineEndpoint } from '../endpoint.ts';
import type { StaffRole } from '../staff/staff-access.ts';
import { StaffErrors } from '../staff/error-answers.ts';
import { BusinessErrors } from './error-answers.ts';
import {
  businessInvitationSchema,
  createOrganisationRequestSchema,
  inviteBusinessAdminRequestSchema,
  organisationGridPageSchema,
  organisationGridQuerySchema,
  organisationIdParamsSchema,
  organisationSchema,
  renameOrganisationRequestSchema,
  setOrganisationDisabledRequestSchema,
} from './organisations.ts';

/** MERCHANT-1: operators with role owner or editor make and keep business organisations. */
const OPERATORS = ['owner', 'editor'] as const satisfies readonly StaffRole[];

export const getOrganisationGrid = defineEndpoint({
  area: 'business',
  name: 'getOrganisationGrid',
  method: 'GET',
  path: '/api/console/business/organisations',
  access: 'staff',
  staffRoles: OPERATORS,
  query: organisationGridQuerySchema,
  response: organisationGridPageSchema,
  errors: [],
});

export const getOrganisation = defineEndpoint({
  area: 'business',
  name: 'getOrganisation',
  method: 'GET',
  path: '/api/console/business/organisations/:organisationId',
  access: 'staff',
  staffRoles: OPERATORS,
  params: organisationIdParamsSchema,
  response: organisationSchema,
  errors: [BusinessErrors.organisationNotFound],
});

/** Makes an organisation of catalogue locations, none of another organisation. */
export const createBusinessOrganisation = defineEndpoint({
  area: 'business',
  name: 'createBusinessOrganisation',
  method: 'POST',
  path: '/api/console/business/organisations',
  access: 'staff',
  staffRoles: OPERATORS,
  body: createOrganisationRequestSchema,
  response: organisationSchema,
  errors: [BusinessErrors.locationTaken, BusinessErrors.unknownLocation],
});

export const renameOrganisation = defineEndpoint({
  area: 'business',
  name: 'renameOrganisation',
  method: 'POST',
  path: '/api/console/business/organisations/:organisationId/name',
  access: 'staff',
  staffRoles: OPERATORS,
  params: organisationIdParamsSchema,
  body: renameOrganisationRequestSchema,
  response: organisationSchema,
  errors: [BusinessErrors.organisationNotFound],
});

/** Disables (every session of its people ends at once) or enables an organisation. */
export const setOrganisationDisabled = defineEndpoint({
  area: 'business',
  name: 'setOrganisationDisabled',
  method: 'POST',
  path: '/api/console/business/organisations/:organisationId/disabled',
  access: 'staff',
  staffRoles: OPERATORS,
  params: organisationIdParamsSchema,
  body: setOrganisationDisabledRequestSchema,
  response: organisationSchema,
  errors: [BusinessErrors.organisationNotFound],
});

/** Invites an admin: a temporary password, answered once and sent by e-mail. */
export const inviteOrganisationAdmin = defineEndpoint({
  area: 'business',
  name: 'inviteOrganisationAdmin',
  method: 'POST',
  path: '/api/console/business/organisations/:organisationId/admins',
  access: 'staff',
  staffRoles: OPERATORS,
  params: organisationIdParamsSchema,
  body: inviteBusinessAdminRequestSchema,
  response: businessInvitationSchema,
  errors: [
    BusinessErrors.organisationNotFound,
    BusinessErrors.organisationDisabled,
    StaffErrors.emailTaken,
  ],
});
