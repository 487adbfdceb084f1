import { BusinessConsoleApi } from '@citybook/contract';
import type { FastifyRequest } from 'fastify';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import type { StaffUser } from '../../../plugins/staff-auth.ts';
import { originOfRequest } from '../../staff/index.ts';
import {
  createOrganisationView,
  invitePerson,
  organisationGrid,
  organisationView,
  renameOrganisation,
  setOrganisationDisabled,
} from '../services/organisation-console-service.ts';

const originOf = (staff: StaffUser, request: FastifyRequest) =>
  originOfRequest(staff, { address: request.ip, log: request.log, requestId: request.id });

/** MERCHANT-1: operators make and keep business organisations and invite their admins. */
export const organisationConsoleRoutes = endpointRoutes(BusinessConsoleApi, (app) => ({
  getOrganisationGrid: async ({ query }) => organisationGrid(app.db, query),
  getOrganisation: async ({ params }) => organisationView(app.db, params.organisationId),
  createBusinessOrganisation: async ({ request, staff, body }) =>
    createOrganisationView(app.db, originOf(staff, request), body),
  renameOrganisation: async ({ request, staff, params, body }) =>
    renameOrganisation(app.db, originOf(staff, request), params.organisationId, body.name),
  setOrganisationDisabled: async ({ request, staff, params, body }) =>
    setOrganisationDisabled(app.db, originOf(staff, request), params.organisationId, body.disabled),
  inviteOrganisationAdmin: async ({ request, staff, params, body }) =>
    invitePerson(
      app.db,
      { sendMail: (mail) => app.sendMail(mail), publicUrl: app.config.PUBLIC_URL },
      originOf(staff, request),
      {
        organisationId: params.organisationId,
        email: body.email,
        role: 'merchantAdmin',
        merchantIds: [],
      },
    ),
}));
