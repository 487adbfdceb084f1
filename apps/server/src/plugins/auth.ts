import cookie from '@fastify/cookie';
import {
  CommonErrors,
  isGuestEmail,
  ProfileText,
  SESSION_COOKIE,
  SESSION_SIGNAL_COOKIE,
  SESSION_TTL_DAYS,
} from '@citybook/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';

/** The user of a live session. */
export interface SessionUser {
  sessionId: number;
  userId: number;
  email: string;
  /** The market chosen for this session (only the guest uses it). */
  marketId: number | null;
}

/** Finds the user of a session token; null for an unknown or expired one. */
export type SessionLookup = (token: string) => Promise<SessionUser | null>;

declare module 'fastify' {
  interface FastifyInstance {
    findSessionUser: SessionLookup;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /** The answer depends on who asks: it read the session (plugins/api-guard.ts: `no-store`). */
    readSession: boolean;
  }
}

/** Session cookies and the request's user; how sessions are stored is the account module's. */
export const authPlugin = fp(async function auth(
  app: FastifyInstance,
  opts: { findSessionUser: SessionLookup },
) {
  await app.register(cookie);
  app.decorate('findSessionUser', opts.findSessionUser);
  app.decorateRequest('user', null);
  app.decorateRequest('readSession', false);
});

const notLoggedIn = () => new HttpError(CommonErrors.notLoggedIn, 'Please log in.');

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE] || undefined;
}

/** preHandler for routes that need a logged-in user; a dead session's cookies are cleared. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  request.readSession = true;
  const token = sessionTokenOf(request);
  const user = token ? await request.server.findSessionUser(token) : null;
  if (!user) {
    clearSessionCookies(reply);
    throw notLoggedIn();
  }
  request.user = user;
}

/** preHandler (after requireUser): the shared guest account can browse but never change. */
export async function forbidGuest(request: FastifyRequest): Promise<void> {
  if (isGuestEmail(currentUser(request).email)) {
    throw new HttpError(CommonErrors.guest, ProfileText.guestDisabled);
  }
}

/**
 * The logged-in user when there is one; public routes that personalise their answer use it, which
 * marks the answer as the asker's own (never stored by any cache).
 */
export async function optionalUser(request: FastifyRequest): Promise<SessionUser | null> {
  request.readSession = true;
  const token = sessionTokenOf(request);
  return token ? request.server.findSessionUser(token) : null;
}

export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw notLoggedIn();
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
  // Not a secret: only tells the web app that a session exists (ACCOUNT-6; ADR 0003).
  reply.setCookie(SESSION_SIGNAL_COOKIE, '1', { ...options, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SESSION_SIGNAL_COOKIE, { path: '/' });
}
