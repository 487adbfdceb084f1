import {
  CommonErrors,
  MediaText,
  RequestGuardText,
  UPDATE_REQUIRED_MESSAGE,
} from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { apiEndpointOf } from '../http/api-endpoint.ts';
import { cacheControlOf } from '../http/cache-rule.ts';
import { isOutdatedAppCall } from '../http/outdated-app.ts';
import { isSameOrigin, originOf } from '../http/same-origin.ts';
import { HttpError } from '../lib/http-error.ts';
import { logSecurityEvent } from '../lib/security-events.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const JSON_TYPE = /^application\/json\s*(;|$)/i;
/**
 * An upload's raw bytes (ADR 0033): like JSON, no type a cross-site form can send, so the browser
 * asks first (CORS) and the same-origin check below still applies.
 */
const UPLOAD_TYPE = /^(image\/[\w.+-]+|application\/octet-stream)\s*(;|$)/i;
/**
 * RFC 8058's one-click unsubscribe (NOTICE-10): a form a mail provider posts from anywhere. Its
 * signed token is the credential, so a forged cross-site form can do no more than the link's
 * owner asked: the same-origin rule is not needed there.
 */
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/**
 * The one guard of every API call (APP-21; docs/security/api-request-guard.md), decided by the route the
 * router matched rather than by the raw URL, so no spelling of the path (percent-escapes,
 * absolute-form targets) skips it: state-changing calls must be JSON from our own origin (a
 * cross-site form can forge neither), outdated native apps get 444, and answers carry their
 * caching rule.
 */
export const apiGuardPlugin = fp(function apiGuard(app: FastifyInstance, opts: { config: Config }) {
  const publicOrigin = originOf(opts.config.PUBLIC_URL);

  app.addHook('onRequest', async (request) => {
    const endpoint = apiEndpointOf(request);
    if (!endpoint) return;
    if (!SAFE_METHODS.has(request.method)) {
      const bodyType = endpoint.form ? FORM_TYPE : endpoint.upload ? UPLOAD_TYPE : JSON_TYPE;
      if (!bodyType.test(request.headers['content-type'] ?? '')) {
        logSecurityEvent(request.log, 'request.refused', {
          reason: 'notJson',
          route: endpoint.name,
        });
        throw new HttpError(
          CommonErrors.unsupportedMediaType,
          endpoint.upload ? MediaText.uploadType : RequestGuardText.notJson,
        );
      }
      if (!endpoint.form && !isSameOrigin(request, publicOrigin)) {
        logSecurityEvent(request.log, 'request.refused', {
          reason: 'crossSite',
          route: endpoint.name,
        });
        throw new HttpError(CommonErrors.crossSite, RequestGuardText.crossSite);
      }
    }
    if (isOutdatedAppCall(request, endpoint, opts.config))
      throw new HttpError(CommonErrors.updateRequired, UPDATE_REQUIRED_MESSAGE);
  });

  app.addHook('onSend', async (request, reply) => {
    const endpoint = apiEndpointOf(request);
    if (endpoint) reply.header('Cache-Control', cacheControlOf(endpoint, request));
  });
});
