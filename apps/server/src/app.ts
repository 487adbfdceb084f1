import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { marketRoutes } from './modules/market/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { gracefulClosePlugin } from './plugins/graceful-close.ts';
import { securityPlugin } from './plugins/security.ts';
import { spaPlugin } from './plugins/spa.ts';

export interface AppOptions {
  config: Config;
  /** An open, migrated database; the app closes it when it closes. */
  database: Database;
}

const BODY_LIMIT_BYTES = 64 * 1024;

/** Builds the whole server as one Fastify instance, without listening: tests inject into it. */
export async function buildApp({ config, database }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    // Close idle keep-alive sockets on shutdown; requests in flight still finish.
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(gracefulClosePlugin);
  await app.register(databasePlugin, { database });
  await app.register(securityPlugin, { config });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(authPlugin);

  await app.register(accountRoutes);
  await app.register(marketRoutes);
  await app.register(catalogRoutes);

  await app.register(spaPlugin, { root: config.WEB_DIST });
  return app;
}
