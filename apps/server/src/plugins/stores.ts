import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppleStore } from '../lib/stores/apple-store.ts';
import type { GooglePlay } from '../lib/stores/google-play.ts';

/** The stores this server takes purchases from; null: not configured (their calls answer 503). */
export interface StoreVerifiers {
  apple: AppleStore | null;
  google: GooglePlay | null;
}

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
