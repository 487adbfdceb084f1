import type { ActivationApi } from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../../http/endpoint-routes.ts';
import { sessionClientOf } from '../../../lib/client-description.ts';
import { paymentHistoryOf } from '../services/payment-history-service.ts';
import {
  cancelSubscription,
  changePlan,
  resumeSubscription,
  subscriptionOf,
} from '../services/subscription-lifecycle-service.ts';

type LifecycleHandlers = Pick<
  Handlers<typeof ActivationApi>,
  | 'getSubscription'
  | 'changeSubscription'
  | 'cancelSubscription'
  | 'resumeSubscription'
  | 'getPayments'
>;

/** The account's one subscription: its state, plan change, cancel and resume, and its charges. */
export function subscriptionLifecycleHandlers(app: FastifyInstance): LifecycleHandlers {
  return {
    getSubscription: async ({ user }) => subscriptionOf(app.db, user.userId),

    changeSubscription: async ({ user, body, request }) => {
      const answer = await changePlan(app.db, user.userId, body.subscriptionTypeCode, {
        termsVersion: body.termsVersion,
        button: body.button,
        client: sessionClientOf(request),
      });
      request.log.info(
        { nextPlan: answer.subscription?.nextPlan?.code },
        'subscription plan change',
      );
      return answer;
    },

    cancelSubscription: async ({ user, request }) => {
      const answer = await cancelSubscription(app.db, user.userId);
      request.log.info('subscription cancelled');
      return answer;
    },

    resumeSubscription: async ({ user, body, request }) => {
      const answer = await resumeSubscription(app.db, user.userId, {
        termsVersion: body.termsVersion,
        button: body.button,
        client: sessionClientOf(request),
      });
      request.log.info('subscription resumed');
      return answer;
    },

    getPayments: async ({ user }) => paymentHistoryOf(app.db, user.userId),
  };
}
