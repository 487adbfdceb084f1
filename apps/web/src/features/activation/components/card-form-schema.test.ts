import { PaymentText, SubscriptionText } from '@citybook/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardFormSchema, toSourcePayload } from './card-form-schema.ts';

const card = {
  cardholderName: ' Ana Lee ',
  pan: '4242 4242 4242 4242',
  expirationMonth: '11',
  expirationYear: '26',
  cvv: '123',
};

function issues(values: typeof card) {
  const result = cardFormSchema.safeParse(values);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('card form schema', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z'), toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts a card that runs until this month', () => {
    expect(issues(card)).toEqual([]);
  });

  it.each([
    ['10', '26'],
    ['12', '25'],
  ])('rejects an expiry of %s/%s as past (ACTIVATION-13)', (month, year) => {
    expect(issues({ ...card, expirationMonth: month, expirationYear: year })).toEqual([
      `expirationYear: ${PaymentText.expiredCard}`,
    ]);
  });

  it.each([
    ['13', '27'],
    ['0', '27'],
    ['1', '2027'],
    ['', ''],
  ])('rejects the malformed expiry %s/%s', (month, year) => {
    expect(issues({ ...card, expirationMonth: month, expirationYear: year })).toContainEqual(
      expect.stringContaining(SubscriptionText.expiryInvalid),
    );
  });

  it("uses the contract's card data rules for name, number and CVV", () => {
    expect(
      issues({ ...card, cardholderName: ' ', pan: '4242', cvv: '12', expirationYear: '20' }),
    ).toEqual([
      'cardholderName: Please enter the name on the card.',
      'pan: Please enter a valid card number.',
      'cvv: Please enter the 3- or 4-digit security code.',
      `expirationYear: ${PaymentText.expiredCard}`,
    ]);
  });

  it("sends the card data as JSON text with the year prefixed by '20'", () => {
    const parsed = cardFormSchema.parse({ ...card, expirationMonth: '07', expirationYear: '29' });

    expect(
      JSON.parse(toSourcePayload(parsed, { valid: true, cardType: 'Visa', cardTypeCode: 1 })),
    ).toEqual({
      cardType: 'Visa',
      cardholderName: 'Ana Lee',
      pan: '4242 4242 4242 4242',
      expirationMonth: 7,
      expirationYear: '2029',
      cvv: '123',
    });
  });
});
