import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { StoreVerifiers } from '../lib/stores/store-transaction.ts';

declare module 'fastify' {
  interface FastifyInstance {
    stores: StoreVerifiers;
  }
}

/** The app stores' verifiers the app was built with (app.ts chooses them from the settings). */
export const storesPlugin = fp(function stores(
  app: FastifyInstance,
  opts: { stores: StoreVerifiers },
) {
  app.decorate('stores', opts.stores);
});
