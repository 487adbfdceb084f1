import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a load balancer or client may hand us as a request id: short, and harmless in any log. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Fastify's `genReqId`: the caller's `X-Request-Id` when it is a short safe token (so one id
 * follows a request through nginx and the server), else a new UUID, unique across processes.
 */
export function requestIdOf(raw: IncomingMessage): string {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Every answer names its request id, which every log line of the request carries as `reqId`.
 * Register it first: its hook runs before any other can refuse the request.
 */
export const requestIdPlugin = fp(function requestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
});
