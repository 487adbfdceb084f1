import type { ActivationApi } from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../../http/endpoint-routes.ts';
import type { ProfileOf } from '../../../http/profile-of.ts';
import { sessionClientOf } from '../../../lib/client-description.ts';
import { logDeclinedPayment } from './declined-payment-log.ts';
import {
  buySubscription,
  checkCardNumber,
  subscriptionTypes,
} from '../services/subscription-service.ts';

type SubscriptionHandlers = Pick<
  Handlers<typeof ActivationApi>,
  'getSubscriptionTypes' | 'validatePaymentCardNumber' | 'activateSubscription'
>;

/** Subscription calls (ACTIVATION-10, ACTIVATION-12, ACTIVATION-14): plans, card check and buying a subscription through the gateway. */
export function subscriptionHandlers(
  app: FastifyInstance,
  profileOf: ProfileOf,
): SubscriptionHandlers {
  return {
    getSubscriptionTypes: async () => subscriptionTypes(app.db),

    validatePaymentCardNumber: async ({ params }) => checkCardNumber(params.number),

    activateSubscription: async ({ user, body, request }) => {
      await buySubscription(
        { db: app.db, gateway: app.paymentGateway },
        user.userId,
        body,
        sessionClientOf(request),
      ).catch(logDeclinedPayment(request, user.userId, 'purchase'));
      return profileOf(user);
    },
  };
}
