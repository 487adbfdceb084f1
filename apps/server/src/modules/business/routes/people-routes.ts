import { BusinessPeopleApi } from '@citybook/contract';
import type { FastifyRequest } from 'fastify';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import type { BusinessUser } from '../../../plugins/business-auth.ts';
import type { Mail } from '../../../plugins/mailer.ts';
import {
  businessOrigin,
  changeOrganisationPerson,
  inviteOrganisationPerson,
  organisationPeople,
  resendOrganisationInvitation,
  setOrganisationPersonDisabled,
} from '../services/people-service.ts';

const originOf = (business: BusinessUser, request: FastifyRequest) =>
  businessOrigin(business, { requestId: request.id, clientAddress: request.ip });

/** MERCHANT-13: a merchant admin's People screen, for their own organisation's people. */
export const businessPeopleRoutes = endpointRoutes(BusinessPeopleApi, (app) => {
  const mail = { sendMail: (mail: Mail) => app.sendMail(mail), publicUrl: app.config.PUBLIC_URL };
  return {
    getBusinessPeople: async ({ business }) => organisationPeople(app.db, business),
    inviteBusinessPerson: async ({ request, business, body }) =>
      inviteOrganisationPerson(app.db, mail, originOf(business, request), business, body),
    changeBusinessPerson: async ({ request, business, params, body }) =>
      changeOrganisationPerson(
        app.db,
        originOf(business, request),
        business,
        params.personId,
        body,
      ),
    setBusinessPersonDisabled: async ({ request, business, params, body }) =>
      setOrganisationPersonDisabled(
        app.db,
        originOf(business, request),
        business,
        params.personId,
        body.disabled,
      ),
    resendBusinessInvitation: async ({ request, business, params }) =>
      resendOrganisationInvitation(
        app.db,
        mail,
        originOf(business, request),
        business,
        params.personId,
      ),
  };
});
