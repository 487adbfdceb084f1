import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeGatewayContract } from './gateway-contract.ts';
import { PaymentDeclinedError, type CardDetails } from './payment-gateway.ts';
import { stripeGateway } from './stripe-gateway.ts';
import {
  RECORDED_SECRET_KEY,
  startStripeReplay,
  type StripeReplay,
} from './stripe-replay-server.ts';

const ada: CardDetails = {
  pan: '4242 4242 4242 4242',
  cvv: '123',
  expirationMonth: 12,
  expirationYear: new Date().getFullYear() + 3,
  cardholderName: 'Ada Lovelace',
};

let replay: StripeReplay;
beforeAll(async () => {
  replay = await startStripeReplay();
});
afterEach(() => {
  expect(replay.problems.splice(0), 'what the replay refused').toEqual([]);
});
afterAll(async () => {
  expect(replay.unused(), 'recordings no test asked for').toEqual([]);
  await replay.close();
});

const gatewayFor = (secretKey = RECORDED_SECRET_KEY) =>
  stripeGateway({ secretKey, apiBase: replay.apiBase });
const requestsSince = (count: number) => replay.requests.slice(count);

describeGatewayContract('Stripe (recorded answers)', () => ({
  gateway: gatewayFor(),
  cards: {
    good: { number: '4242424242424242', brand: 'Visa', last4: '4242' },
    declined: '4000000000000002',
    declinesAtCharge: '4000000000000341',
  },
  keyPrefix: 'contract:',
}));

describe('the Stripe gateway', () => {
  it('gives each call of saveCard its own idempotency key, and charge the caller’s', async () => {
    const before = replay.requests.length;
    const gateway = gatewayFor();
    const { token } = await gateway.saveCard(ada, 'stripe:save');
    await gateway.charge({
      token,
      amountCents: 499,
      currency: 'usd',
      description: 'Citybook Monthly',
      memberPresent: false,
      idempotencyKey: 'stripe:keys',
    });
    expect(
      requestsSince(before).map(({ method, path, idempotencyKey }) => ({
        method,
        path,
        idempotencyKey,
      })),
    ).toEqual([
      { method: 'POST', path: '/v1/payment_methods', idempotencyKey: 'stripe:save:payment_method' },
      { method: 'POST', path: '/v1/customers', idempotencyKey: 'stripe:save:customer' },
      {
        method: 'POST',
        path: expect.stringMatching(/^\/v1\/payment_methods\/pm_\w+\/attach$/),
        idempotencyKey: 'stripe:save:attach',
      },
      { method: 'POST', path: '/v1/payment_intents', idempotencyKey: 'stripe:keys' },
    ]);
  });

  it('keeps the customer and its payment method in the token, never the card number', async () => {
    const saved = await gatewayFor().saveCard(ada, 'stripe:token');
    expect(saved.token).toMatch(/^cus_\w+\/pm_\w+$/);
  });

  it('declines a card another gateway saved, without asking Stripe', async () => {
    const before = replay.requests.length;
    const charge = gatewayFor().charge({
      token: 'sbx_o_5f2c9a',
      amountCents: 499,
      currency: 'usd',
      description: 'Citybook Monthly',
      memberPresent: false,
      idempotencyKey: 'stripe:sandbox-token',
    });
    await expect(charge).rejects.toBeInstanceOf(PaymentDeclinedError);
    expect(requestsSince(before)).toEqual([]);
  });

  it('throws an ordinary error, not a decline, when Stripe refuses the key', async () => {
    const saving = gatewayFor('sk_test_revoked').saveCard(ada, 'stripe:revoked');
    await expect(saving).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    await expect(saving).rejects.not.toBeInstanceOf(PaymentDeclinedError);
  });

  it('throws an ordinary error, not a decline, when the account may not send card numbers', async () => {
    const saving = gatewayFor('sk_test_withoutRawCardData').saveCard(ada, 'stripe:raw-cards');
    await expect(saving).rejects.toThrow(/card numbers directly/);
    await expect(saving).rejects.not.toBeInstanceOf(PaymentDeclinedError);
  });

  it('quotes the idempotency key in its search query', async () => {
    await expect(gatewayFor().findCharge("stripe:it's \\ quoted")).resolves.toBeNull();
  });

  it('does not settle a charge Stripe is still processing', async () => {
    await expect(gatewayFor().findCharge('stripe:processing')).rejects.toThrow(/still processing/);
  });
});
