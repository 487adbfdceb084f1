import {
  ApiPath,
  appOsSchema,
  minimumVersionSchema,
  minimumVersionsSchema,
  type AppOs,
} from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export function minimumVersionOf(app: FastifyInstance, os: AppOs): string {
  return os === 'android' ? app.config.MIN_APP_VERSION_ANDROID : app.config.MIN_APP_VERSION_IOS;
}

/** Spec §7 version calls: the oldest native app each operating system may still use. */
export const versionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ApiPath.version.minimumVersions,
    { schema: { response: { 200: minimumVersionsSchema } } },
    async () => ({
      android: minimumVersionOf(app, 'android'),
      ios: minimumVersionOf(app, 'ios'),
    }),
  );

  app.get(
    ApiPath.version.minimumVersion(':os'),
    {
      schema: {
        params: z.object({ os: z.string().toLowerCase().pipe(appOsSchema) }),
        response: { 200: minimumVersionSchema },
      },
    },
    async (request) => ({
      os: request.params.os,
      minimumVersion: minimumVersionOf(app, request.params.os),
    }),
  );
};
