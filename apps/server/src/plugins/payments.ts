import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentGateway } from '../lib/payments/payment-gateway.ts';

declare module 'fastify' {
  interface FastifyInstance {
    paymentGateway: PaymentGateway;
  }
}

/** The payment gateway the app was built with (app.ts chooses it). */
export const paymentsPlugin = fp(function payments(
  app: FastifyInstance,
  opts: { gateway: PaymentGateway },
) {
  app.decorate('paymentGateway', opts.gateway);
});
