import { beforeAll, describe, expect, it } from 'vitest';
import {
  PaymentDeclinedError,
  type CardDetails,
  type ChargeRequest,
  type PaymentGateway,
} from './payment-gateway.ts';

/** A gateway to hold to the contract, with the test cards of its processor. */
export interface GatewayUnderTest {
  gateway: PaymentGateway;
  cards: {
    /** Saves and charges. */
    good: { number: string; brand: string; last4: string };
    /** Never charges: refused when saved or when charged, as the processor does it. */
    declined: string;
    /** Saves, then the server's own charges are declined (a renewal that fails). */
    declinesAtCharge: string;
  };
  /**
   * Begins every idempotency key of the run: fixed for recorded answers, unique for a
   * processor's test mode, which remembers keys for a day.
   */
  keyPrefix: string;
  /** How long findCharge may take to see a charge or a refund (a search index's lag). */
  findChargeSettlesWithinMs?: number;
}

/**
 * What every PaymentGateway promises (payment-gateway.ts), run against each one: the sandbox,
 * and each processor's adapter on recorded answers or in its test mode.
 */
export function describeGatewayContract(
  name: string,
  setup: () => GatewayUnderTest | Promise<GatewayUnderTest>,
): void {
  describe(`the ${name} payment gateway keeps the gateway contract`, () => {
    let subject: GatewayUnderTest;
    beforeAll(async () => {
      subject = await setup();
    });

    const key = (label: string) => `${subject.keyPrefix}${label}`;
    const card = (number: string): CardDetails => ({
      pan: number,
      cvv: '123',
      expirationMonth: 12,
      expirationYear: new Date().getFullYear() + 3,
      cardholderName: 'Ada Lovelace',
    });
    const chargeOf = (token: string, idempotencyKey: string): ChargeRequest => ({
      token,
      amountCents: 499,
      currency: 'usd',
      description: 'Citybook Monthly',
      // The server's own charge, as a renewal is: what a card that fails at renewal declines.
      memberPresent: false,
      idempotencyKey,
    });
    const savedGood = async (label: string) =>
      (await subject.gateway.saveCard(card(subject.cards.good.number), key(label))).token;
    const settled = () => ({ timeout: subject.findChargeSettlesWithinMs ?? 1000, interval: 50 });

    it('saves a good card: its brand, its last four digits and a token that is not the number', async () => {
      const { good } = subject.cards;
      const saved = await subject.gateway.saveCard(card(good.number), key('save-good'));
      expect(saved.brand).toBe(good.brand);
      expect(saved.last4).toBe(good.last4);
      expect(saved.token).not.toBe('');
      expect(saved.token).not.toContain(good.number);
    });

    it('never charges a declined card: it is refused when saved or when charged', async () => {
      const { gateway, cards } = subject;
      const attempt = gateway
        .saveCard(card(cards.declined), key('save-declined'))
        .then((saved) => gateway.charge(chargeOf(saved.token, key('charge-declined'))));
      const refusal = await attempt.then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(PaymentDeclinedError);
      expect((refusal as PaymentDeclinedError).message).not.toBe('');
    });

    it('charges a saved card and gives the charge a reference', async () => {
      const token = await savedGood('save-for-charge');
      const charge = await subject.gateway.charge(chargeOf(token, key('charge')));
      expect(charge.reference).not.toBe('');
    });

    it('charges once per idempotency key: the same key answers the same charge again', async () => {
      const token = await savedGood('save-for-twice');
      const first = await subject.gateway.charge(chargeOf(token, key('charge-twice')));
      const again = await subject.gateway.charge(chargeOf(token, key('charge-twice')));
      const other = await subject.gateway.charge(chargeOf(token, key('charge-other')));
      expect(again.reference).toBe(first.reference);
      expect(other.reference).not.toBe(first.reference);
    });

    it('declines the charges of a card that saved but cannot pay, again for the same key', async () => {
      const { gateway, cards } = subject;
      const saved = await gateway.saveCard(card(cards.declinesAtCharge), key('save-fails-later'));
      const request = chargeOf(saved.token, key('charge-fails-later'));
      await expect(gateway.charge(request)).rejects.toBeInstanceOf(PaymentDeclinedError);
      await expect(gateway.charge(request)).rejects.toBeInstanceOf(PaymentDeclinedError);
    });

    it('finds a charge by its idempotency key', async () => {
      const token = await savedGood('save-for-find');
      const { reference } = await subject.gateway.charge(chargeOf(token, key('charge-find')));
      await expect
        .poll(() => subject.gateway.findCharge(key('charge-find')), settled())
        .toEqual({ status: 'succeeded', reference });
    });

    it('refunds a charge, and then finds it refunded', async () => {
      const token = await savedGood('save-for-refund');
      const { reference } = await subject.gateway.charge(chargeOf(token, key('charge-refund')));
      await subject.gateway.refund(reference, key('refund'));
      await expect
        .poll(() => subject.gateway.findCharge(key('charge-refund')), settled())
        .toEqual({ status: 'refunded', reference });
    });

    it('finds no charge for a key never charged', async () => {
      await expect(subject.gateway.findCharge(key('never-charged'))).resolves.toBeNull();
    });

    it('finds a declined charge failed', async () => {
      const { gateway, cards } = subject;
      const saved = await gateway.saveCard(card(cards.declinesAtCharge), key('save-find-failed'));
      const request = chargeOf(saved.token, key('charge-find-failed'));
      await expect(gateway.charge(request)).rejects.toBeInstanceOf(PaymentDeclinedError);
      await expect
        .poll(() => gateway.findCharge(request.idempotencyKey), settled())
        .toEqual({ status: 'failed' });
    });
  });
}
