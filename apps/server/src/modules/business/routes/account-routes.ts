import { BusinessAccountApi } from '@citybook/contract';
import type { FastifyRequest } from 'fastify';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import type { BusinessUser } from '../../../plugins/business-auth.ts';
import {
  changeOwnPassword,
  finishOwnEnrolment,
  ownSecondFactor,
  renewOwnRecoveryCodes,
  startOwnEnrolment,
  turnOffOwnSecondFactor,
  type Actor,
  type RequestOrigin,
  type StaffDeps,
} from '../../staff/index.ts';
import type { BusinessRoutesOptions } from './sign-in-routes.ts';

const originOf = (request: FastifyRequest): RequestOrigin => ({
  address: request.ip,
  log: request.log,
  requestId: request.id,
});

/** The business person as the staff identity's actor (ADR 0046: one identity, two realms). */
const actorOf = (business: BusinessUser): Actor & { sessionId: number } => ({
  staffId: business.accountId,
  email: business.email,
  sessionId: business.sessionId,
});

/**
 * MERCHANT-15: a business person's own account, merchant admin and counter staff alike: the
 * password, and the two-step sign-in offered to them, on the staff identity's services.
 */
export const businessAccountRoutes = (options: BusinessRoutesOptions) =>
  endpointRoutes(BusinessAccountApi, (app) => {
    const deps: StaffDeps = { db: app.db, ...options };
    return {
      changeBusinessPassword: async ({ request, business, body }) =>
        changeOwnPassword(deps, originOf(request), actorOf(business), body),

      getBusinessSecondFactor: async ({ business }) => ownSecondFactor(app.db, actorOf(business)),

      startBusinessEnrolment: async ({ request, business }) =>
        startOwnEnrolment(deps, originOf(request), actorOf(business)),

      finishBusinessEnrolment: async ({ request, business, body }) => ({
        recoveryCodes: await finishOwnEnrolment(
          deps,
          originOf(request),
          actorOf(business),
          body.code,
        ),
      }),

      newBusinessRecoveryCodes: async ({ request, business }) => ({
        recoveryCodes: await renewOwnRecoveryCodes(deps, originOf(request), actorOf(business)),
      }),

      turnOffBusinessSecondFactor: async ({ request, business, body }) =>
        turnOffOwnSecondFactor(deps, originOf(request), actorOf(business), body),
    };
  });
