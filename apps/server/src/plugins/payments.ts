import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentGateway } from '../modules/activation/payment-gateway.ts';
import { sandboxGateway } from '../modules/activation/sandbox-gateway.ts';

declare module 'fastify' {
  interface FastifyInstance {
    paymentGateway: PaymentGateway;
  }
}

/** The payment gateway chosen by configuration; the sandbox is the only adapter so far. */
export const paymentsPlugin = fp(function payments(
  app: FastifyInstance,
  opts: { gateway?: PaymentGateway },
) {
  app.decorate('paymentGateway', opts.gateway ?? sandboxGateway());
});
