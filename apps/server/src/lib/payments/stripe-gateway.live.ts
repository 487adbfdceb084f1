import { randomUUID } from 'node:crypto';
import { describeGatewayContract } from './gateway-contract.ts';
import { stripeGateway } from './stripe-gateway.ts';

/*
 * The gateway contract against Stripe's test mode: `npm run test:stripe-live -w @citybook/server`
 * (docs/payments.md). It reaches Stripe, so the unit tests never run it.
 */
const secretKey = process.env.STRIPE_TEST_SECRET_KEY ?? '';
if (!/^(sk|rk)_test_\w+$/.test(secretKey))
  throw new Error(
    'Set STRIPE_TEST_SECRET_KEY to a test-mode secret key (sk_test_… or rk_test_…) of an account ' +
      'with raw card data APIs enabled: this suite makes test charges and refunds.',
  );

describeGatewayContract('Stripe (test mode)', () => ({
  gateway: stripeGateway({ secretKey }),
  cards: {
    good: { number: '4242424242424242', brand: 'Visa', last4: '4242' },
    declined: '4000000000000002',
    declinesAtCharge: '4000000000000341',
  },
  // Stripe remembers an idempotency key for a day: every run needs keys of its own.
  keyPrefix: `citybook-contract-${randomUUID()}:`,
  // Search sees a charge within a minute, Stripe says; an outage can take longer.
  findChargeSettlesWithinMs: 120_000,
}));
