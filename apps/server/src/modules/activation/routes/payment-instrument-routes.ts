import type { ActivationApi } from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../../http/endpoint-routes.ts';
import type { ProfileOf } from '../../../http/profile-of.ts';
import { logDeclinedPayment } from './declined-payment-log.ts';
import { updatePaymentInstrument } from '../services/payment-instrument-service.ts';

/** ACTIVATION-18 payment-instrument/update: a subscription's new card. */
export function paymentInstrumentHandlers(
  app: FastifyInstance,
  profileOf: ProfileOf,
): Pick<Handlers<typeof ActivationApi>, 'updatePaymentInstrument'> {
  return {
    updatePaymentInstrument: async ({ user, params, body, request }) => {
      const voucherId = params.activationVoucherId;
      const { renewed } = await updatePaymentInstrument(
        { db: app.db, gateway: app.paymentGateway },
        user.userId,
        voucherId,
        body.sourcePayload,
      ).catch(logDeclinedPayment(request, user.userId, 'cardUpdate'));
      request.log.info({ voucherId, renewed }, 'payment card updated');
      return profileOf(user);
    },
  };
}
