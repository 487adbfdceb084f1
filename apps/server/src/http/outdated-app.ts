import { AppApi, AppHeader, appOsSchema, isBelowMinimum } from '@citybook/contract';
import type { Endpoint } from '@citybook/contract';
import type { FastifyRequest } from 'fastify';
import { minimumAppVersion, type Config } from '../config.ts';

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The version calls stay open: they are how an outdated app learns what to update to. */
const VERSION_ENDPOINTS: ReadonlySet<Endpoint> = new Set([
  AppApi.getMinimumVersion,
  AppApi.getMinimumVersions,
]);

/**
 * APP-10 444: whether this call to `endpoint` comes from a native app older than its OS's
 * minimum, so the web view reloads and shows the update-required state (plugins/api-guard.ts).
 */
export function isOutdatedAppCall(
  request: FastifyRequest,
  endpoint: Endpoint,
  config: Config,
): boolean {
  if (VERSION_ENDPOINTS.has(endpoint)) return false;
  const os = appOsSchema.safeParse(header(request.headers[AppHeader.platform])?.toLowerCase());
  const version = header(request.headers[AppHeader.version]);
  if (!os.success || version === undefined) return false;
  return isBelowMinimum(version, minimumAppVersion(config, os.data));
}
