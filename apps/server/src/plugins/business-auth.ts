import { CommonErrors, type BusinessRole } from '@citybook/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';
import { logSecurityEvent } from '../lib/security-events.ts';

/** The person of a live business session (MERCHANT-2; ADR 0046). */
export interface BusinessUser {
  sessionId: number;
  accountId: number;
  email: string;
  role: BusinessRole;
  organisationId: number;
  /**
   * The locations (merchant ids) this person works for: every location of the organisation for a
   * merchant admin, those they are given for counter staff. Whatever a business endpoint reads or
   * changes is limited to these.
   */
  merchantIds: readonly number[];
}

/**
 * Finds the person of the request's business session, or null: no cookie, an unknown, idle or too
 * old session, a disabled account or organisation. The business module supplies it.
 */
export type BusinessSessionLookup = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<BusinessUser | null>;

declare module 'fastify' {
  interface FastifyInstance {
    findBusinessUser: BusinessSessionLookup;
  }
  interface FastifyRequest {
    business: BusinessUser | null;
  }
}

/** Business sessions apart from members' and staff's (MERCHANT-2). */
export const businessAuthPlugin = fp(async function businessAuth(
  app: FastifyInstance,
  opts: { findBusinessUser: BusinessSessionLookup },
) {
  app.decorate('findBusinessUser', opts.findBusinessUser);
  app.decorateRequest('business', null);
});

/**
 * preValidation hook of an `access: 'business'` endpoint (before the schemas, like staff's): 401
 * without a live business session (a member's or staff's session is none), 403 when the person's
 * role is not one the endpoint names. Which locations they may touch is the handler's to check
 * against `merchantIds` (`requireLocation`).
 */
export function requireBusiness(
  roles: readonly BusinessRole[],
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return async function businessOnly(request, reply) {
    request.readSession = true;
    const business = await request.server.findBusinessUser(request, reply);
    if (!business) throw new HttpError(CommonErrors.notLoggedIn, 'Please sign in.');
    if (!roles.includes(business.role)) {
      logSecurityEvent(request.log, 'request.refused', {
        reason: 'businessRole',
        route: request.routeOptions.config.endpoint?.name ?? request.url,
      });
      throw new HttpError(CommonErrors.businessRole, 'Your role may not do this.');
    }
    request.business = business;
  };
}

export function currentBusiness(request: FastifyRequest): BusinessUser {
  if (!request.business) throw new HttpError(CommonErrors.notLoggedIn, 'Please sign in.');
  return request.business;
}

/** 403 unless the location is one the person works for (MERCHANT-1, MERCHANT-2). */
export function requireLocation(business: BusinessUser, merchantId: number): void {
  if (!business.merchantIds.includes(merchantId))
    throw new HttpError(CommonErrors.businessRole, 'This location is not one of yours.');
}
