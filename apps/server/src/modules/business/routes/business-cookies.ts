import {
  BUSINESS_API_PATH,
  BUSINESS_PENDING_SIGN_IN_COOKIE,
  BUSINESS_SESSION_COOKIE,
  BUSINESS_SESSION_MAX_HOURS,
  PENDING_SIGN_IN_MINUTES,
} from '@citybook/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The business cookies (MERCHANT-2; ADR 0046): the staff cookies' rules on the business API's
 * path, so neither a member's nor an operator's requests carry them. The session cookie lives as
 * long as a business session can; the server ends it sooner for its role.
 */
function options(request: FastifyRequest, maxAgeSeconds: number) {
  return {
    path: BUSINESS_API_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https' || request.server.config.PUBLIC_URL.startsWith('https:'),
    maxAge: maxAgeSeconds,
  } as const;
}

export const businessSessionTokenOf = (request: FastifyRequest) =>
  request.cookies[BUSINESS_SESSION_COOKIE] || undefined;
export const businessPendingTokenOf = (request: FastifyRequest) =>
  request.cookies[BUSINESS_PENDING_SIGN_IN_COOKIE] || undefined;

export function setBusinessSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
) {
  reply.setCookie(
    BUSINESS_SESSION_COOKIE,
    token,
    options(request, BUSINESS_SESSION_MAX_HOURS * 3600),
  );
  reply.clearCookie(BUSINESS_PENDING_SIGN_IN_COOKIE, { path: BUSINESS_API_PATH });
}

export function setBusinessPendingCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
) {
  reply.setCookie(
    BUSINESS_PENDING_SIGN_IN_COOKIE,
    token,
    options(request, PENDING_SIGN_IN_MINUTES * 60),
  );
}

export function clearBusinessSessionCookie(reply: FastifyReply) {
  reply.clearCookie(BUSINESS_SESSION_COOKIE, { path: BUSINESS_API_PATH });
}

export function clearBusinessCookies(reply: FastifyReply) {
  clearBusinessSessionCookie(reply);
  reply.clearCookie(BUSINESS_PENDING_SIGN_IN_COOKIE, { path: BUSINESS_API_PATH });
}
