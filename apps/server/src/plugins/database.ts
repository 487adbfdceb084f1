import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
  }
}

/** Exposes the query layer to routes; the database closes with the app. */
export const databasePlugin = fp(function database(
  app: FastifyInstance,
  opts: { database: Database },
) {
  app.decorate('db', opts.database.db);
  app.addHook('onClose', () => opts.database.close());
});
