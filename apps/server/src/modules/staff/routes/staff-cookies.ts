import {
  PENDING_SIGN_IN_MINUTES,
  STAFF_API_PATH,
  STAFF_PENDING_SIGN_IN_COOKIE,
  STAFF_SESSION_COOKIE,
  StaffSessionTimeouts,
} from '@citybook/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The staff cookies (OPERATOR-1): HttpOnly, SameSite=Strict, only sent to the back office's API,
 * Secure like the member's. The session cookie lives as long as a session can (12 h); the
 * server ends it sooner when idle.
 */
function options(request: FastifyRequest, maxAgeSeconds: number) {
  return {
    path: STAFF_API_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https' || request.server.config.PUBLIC_URL.startsWith('https:'),
    maxAge: maxAgeSeconds,
  } as const;
}

export const sessionTokenOf = (request: FastifyRequest) =>
  request.cookies[STAFF_SESSION_COOKIE] || undefined;
export const pendingTokenOf = (request: FastifyRequest) =>
  request.cookies[STAFF_PENDING_SIGN_IN_COOKIE] || undefined;

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(
    STAFF_SESSION_COOKIE,
    token,
    options(request, StaffSessionTimeouts.absoluteHours * 3600),
  );
  reply.clearCookie(STAFF_PENDING_SIGN_IN_COOKIE, { path: STAFF_API_PATH });
}

export function setPendingCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(
    STAFF_PENDING_SIGN_IN_COOKIE,
    token,
    options(request, PENDING_SIGN_IN_MINUTES * 60),
  );
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(STAFF_SESSION_COOKIE, { path: STAFF_API_PATH });
}

export function clearStaffCookies(reply: FastifyReply) {
  clearSessionCookie(reply);
  reply.clearCookie(STAFF_PENDING_SIGN_IN_COOKIE, { path: STAFF_API_PATH });
}
