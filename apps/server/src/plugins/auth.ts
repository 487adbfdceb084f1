import cookie from '@fastify/cookie';
import {
  ErrorCode,
  SESSION_COOKIE,
  SESSION_SIGNAL_COOKIE,
  SESSION_TTL_DAYS,
} from '@citybook/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';
import { findSessionUser, type SessionUser } from '../modules/account/session-repo.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export const authPlugin = fp(async function auth(app: FastifyInstance) {
  await app.register(cookie);
  app.decorateRequest('user', null);
});

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE] || undefined;
}

/** preHandler for routes that need a logged-in user; a dead session's cookies are cleared. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = sessionTokenOf(request);
  const user = token ? await findSessionUser(request.server.db, token) : null;
  if (!user) {
    clearSessionCookies(reply);
    throw new HttpError(401, ErrorCode.notLoggedIn, 'Please log in.');
  }
  request.user = user;
}

/** The logged-in user when there is one; public routes that personalise their answer use it. */
export async function optionalUser(request: FastifyRequest): Promise<SessionUser | null> {
  const token = sessionTokenOf(request);
  return token ? findSessionUser(request.server.db, token) : null;
}

export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, ErrorCode.notLoggedIn, 'Please log in.');
  return request.user;
}

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  const options = {
    path: '/',
    sameSite: 'lax',
    // Over HTTPS, or when users reach us over HTTPS and TLS ends at a proxy in front (PUBLIC_URL).
    secure: request.protocol === 'https' || request.server.config.PUBLIC_URL.startsWith('https:'),
    maxAge: SESSION_TTL_DAYS * 86_400,
  } as const;
  reply.setCookie(SESSION_COOKIE, token, { ...options, httpOnly: true });
  // Not a secret: only tells the web app that a session exists (ARCHITECTURE.md, security rules).
  reply.setCookie(SESSION_SIGNAL_COOKIE, '1', { ...options, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SESSION_SIGNAL_COOKIE, { path: '/' });
}
