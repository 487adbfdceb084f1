import type { Endpoint } from '@citybook/contract';
import type { FastifyRequest } from 'fastify';

/**
 * The contract endpoint the router matched, or undefined for anything else (the web app, media,
 * an unknown path). This, not the raw URL, says whether a request is an API call: the router has
 * already decoded percent-escapes (`/%61pi/…`) and dropped an absolute-form target's
 * `http://host` prefix, so every spelling that reaches an endpoint is recognised as one.
 */
export function apiEndpointOf(request: FastifyRequest): Endpoint | undefined {
  return request.routeOptions.config.endpoint;
}
