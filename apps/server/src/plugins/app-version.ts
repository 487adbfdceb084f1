import {
  AppHeader,
  appOsSchema,
  CommonErrors,
  isBelowMinimum,
  UPDATE_REQUIRED_MESSAGE,
} from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';
import { minimumAppVersion } from '../config.ts';

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Spec §8 444: an API call from a native app older than its OS's minimum is refused, so the web
 * view reloads and shows the update-required state. The version calls stay open: they are how
 * the app learns what to update to.
 */
export const appVersionPlugin = fp(function appVersion(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/version/')) return;
    const os = appOsSchema.safeParse(header(request.headers[AppHeader.platform])?.toLowerCase());
    const version = header(request.headers[AppHeader.version]);
    if (!os.success || version === undefined) return;
    if (isBelowMinimum(version, minimumAppVersion(app.config, os.data)))
      throw new HttpError(CommonErrors.updateRequired, UPDATE_REQUIRED_MESSAGE);
  });
});
