import { defineProject } from 'vitest/config';

/**
 * The payment gateway contract against Stripe's test mode (docs/payments.md). It reaches
 * Stripe, so it is not a project of `npm test`; `npm run test:stripe-live` runs it.
 */
export default defineProject({
  test: {
    name: 'stripe-live',
    environment: 'node',
    include: ['src/lib/payments/stripe-gateway.live.ts'],
    // Each search waits for Stripe's index, up to two minutes.
    testTimeout: 180_000,
  },
});
