import { ActivationErrors, type ActivationApi } from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../../http/endpoint-routes.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { ProfileOf } from '../../../http/profile-of.ts';
import {
  applyStoreNotification,
  storeErrorAsHttp,
  takeStorePurchase,
} from '../services/store-purchase-service.ts';

type StoreHandlers = Pick<
  Handlers<typeof ActivationApi>,
  | 'appleStorePurchase'
  | 'googleStorePurchase'
  | 'appleStoreNotification'
  | 'googleStoreNotification'
>;

function configured<T>(verifier: T | null, store: string): T {
  if (verifier === null)
    throw new HttpError(
      ActivationErrors.storeProofUnverified,
      `${store} purchases are not set up on this server.`,
    );
  return verifier;
}

/** Store purchases (mobile-plus): the app's proofs and the stores' server notifications. */
export function storeHandlers(app: FastifyInstance, profileOf: ProfileOf): StoreHandlers {
  return {
    appleStorePurchase: async ({ user, body, request }) => {
      const apple = configured(app.stores.apple, 'App Store');
      const transaction = await apple
        .verifyTransaction(body.signedTransaction)
        .catch(storeErrorAsHttp);
      await takeStorePurchase(app.db, user.userId, transaction);
      request.log.info({ store: 'apple' }, 'store purchase taken');
      return profileOf(user);
    },

    googleStorePurchase: async ({ user, body, request }) => {
      const google = configured(app.stores.google, 'Google Play');
      const transaction = await google
        .verifyPurchase(body.productId, body.purchaseToken)
        .catch(storeErrorAsHttp);
      await takeStorePurchase(app.db, user.userId, transaction);
      // Google refunds a purchase nobody acknowledges within 3 days; a failure here is retried
      // by the app's next report or Google's next notification.
      await google.acknowledge(transaction).catch((error: unknown) => {
        request.log.warn({ err: error }, 'Google Play acknowledgement failed');
      });
      request.log.info({ store: 'google' }, 'store purchase taken');
      return profileOf(user);
    },

    appleStoreNotification: async ({ body, request }) => {
      const apple = configured(app.stores.apple, 'App Store');
      const notification = await apple
        .verifyNotification(body.signedPayload)
        .catch(storeErrorAsHttp);
      const outcome = await applyStoreNotification(app.db, notification);
      request.log.info({ store: 'apple', kind: notification.kind, outcome }, 'store notification');
      return {};
    },

    // A push without Pub/Sub's token is refused before Google is asked anything; one with it only
    // names a purchase, whose state is always asked of Google.
    googleStoreNotification: async ({ body, request }) => {
      const google = configured(app.stores.google, 'Google Play');
      const notification = await google
        .verifyNotification(body, request.headers.authorization)
        .catch(storeErrorAsHttp);
      const outcome = await applyStoreNotification(app.db, notification);
      request.log.info({ store: 'google', kind: notification.kind, outcome }, 'store notification');
      return {};
    },
  };
}
