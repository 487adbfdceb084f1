import { CommonErrors, type StaffRole } from '@citybook/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';
import { logSecurityEvent } from '../lib/security-events.ts';

/** The staff member of a live back-office session (OPERATOR-1). */
export interface StaffUser {
  sessionId: number;
  staffId: number;
  email: string;
  role: StaffRole;
}

/**
 * Finds the staff member of the request's back-office session, or null: no cookie, an unknown,
 * idle or too old session, or a disabled account. How sessions are kept (and when a request
 * touches one) is the staff module's; it may clear the cookie on the reply.
 */
export type StaffSessionLookup = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<StaffUser | null>;

declare module 'fastify' {
  interface FastifyInstance {
    findStaffUser: StaffSessionLookup;
  }
  interface FastifyRequest {
    staff: StaffUser | null;
  }
}

/** Back-office sessions apart from members' (OPERATOR-1); the staff module supplies the lookup. */
export const staffAuthPlugin = fp(async function staffAuth(
  app: FastifyInstance,
  opts: { findStaffUser: StaffSessionLookup },
) {
  app.decorate('findStaffUser', opts.findStaffUser);
  app.decorateRequest('staff', null);
});

/**
 * preValidation hook of an `access: 'staff'` endpoint (before the schemas: a refused caller learns
 * nothing of them): 401 without a live staff session (a member's
 * session is none), 403 when the staff member's role is not one the endpoint names.
 */
export function requireStaff(
  roles: readonly StaffRole[],
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return async function staffOnly(request, reply) {
    request.readSession = true;
    const staff = await request.server.findStaffUser(request, reply);
    if (!staff) throw new HttpError(CommonErrors.notLoggedIn, 'Please sign in.');
    if (!roles.includes(staff.role)) {
      logSecurityEvent(request.log, 'request.refused', {
        reason: 'staffRole',
        route: request.routeOptions.config.endpoint?.name ?? request.url,
      });
      throw new HttpError(CommonErrors.staffRole, 'Your role may not do this.');
    }
    request.staff = staff;
  };
}

export function currentStaff(request: FastifyRequest): StaffUser {
  if (!request.staff) throw new HttpError(CommonErrors.notLoggedIn, 'Please sign in.');
  return request.staff;
}
