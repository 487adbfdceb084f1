import { encodeBasicAuth, SESSION_COOKIE } from '@citybook/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export function loginRequest(
  app: FastifyInstance,
  email: string,
  password: string,
  cookie?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/account/login',
    headers: {
      authorization: encodeBasicAuth({ email, password }),
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    payload: '{}',
  });
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie?.value)
    throw new Error(`No session cookie in the answer (status ${response.statusCode})`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** Logs in and returns the Cookie header value for further requests. */
export async function logIn(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  return sessionCookieOf(await loginRequest(app, email, password));
}

/** A same-origin JSON call, as the web app makes it. */
export function postJson(app: FastifyInstance, url: string, body: unknown = {}, cookie?: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(body),
  });
}

export function getJson(app: FastifyInstance, url: string, cookie?: string) {
  return app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}
