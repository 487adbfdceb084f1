import { randomBytes } from 'node:crypto';
import cardValidator from 'card-validator';
import { PaymentText } from '@citybook/contract';
import {
  PaymentDeclinedError,
  type CardDetails,
  type Charge,
  type ChargeRequest,
  type FoundCharge,
  type PaymentGateway,
  type SavedCard,
} from './payment-gateway.ts';

/** Test numbers of the sandbox (docs/payments.md); any other valid card is accepted. */
export const SandboxCards = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  failsAtRenewal: '4000000000000341',
} as const;

const FAILS_LATER = 'r';
const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

type Answer =
  { charge: { reference: string; status: 'succeeded' | 'refunded' } } | { declined: string };

/**
 * Behaves like a processor's test mode; nothing leaves the machine. Like a processor it remembers
 * each idempotency key's answer (in memory, for the life of the process) and answers it again.
 * A card saved from SandboxCards.failsAtRenewal pays while the member is present (a purchase, a
 * card update) and declines the server's own charges (renewals), so a demo can see a renewal fail.
 */
export function sandboxGateway(): PaymentGateway {
  const answers = new Map<string, Answer>();
  const chargeKeys = new Map<string, string>();

  function answerOnce(key: string, make: () => Answer): Answer {
    const known = answers.get(key);
    if (known) return known;
    const answer = make();
    answers.set(key, answer);
    if ('charge' in answer) chargeKeys.set(answer.charge.reference, key);
    return answer;
  }

  return {
    name: 'sandbox',

    saveCard(card: CardDetails): Promise<SavedCard> {
      const pan = card.pan.replace(/\D/g, '');
      if (pan === SandboxCards.declined)
        return Promise.reject(new PaymentDeclinedError(PaymentText.declined));
      const brand = cardValidator.number(pan).card?.niceType ?? 'Card';
      const flag = pan === SandboxCards.failsAtRenewal ? FAILS_LATER : 'o';
      return Promise.resolve({ token: randomId(`sbx_${flag}`), brand, last4: pan.slice(-4) });
    },

    charge({ token, idempotencyKey, memberPresent }: ChargeRequest): Promise<Charge> {
      const answer = answerOnce(idempotencyKey, () =>
        token.startsWith(`sbx_${FAILS_LATER}_`) && !memberPresent
          ? { declined: PaymentText.declined }
          : { charge: { reference: randomId('sbx_ch'), status: 'succeeded' } },
      );
      if ('declined' in answer) return Promise.reject(new PaymentDeclinedError(answer.declined));
      return Promise.resolve({ reference: answer.charge.reference });
    },

    refund(reference: string): Promise<void> {
      const key = chargeKeys.get(reference);
      const answer = key === undefined ? undefined : answers.get(key);
      if (!key || !answer || !('charge' in answer))
        return Promise.reject(new Error(`The sandbox made no charge ${reference}`));
      answers.set(key, { charge: { ...answer.charge, status: 'refunded' } });
      return Promise.resolve();
    },

    findCharge(idempotencyKey: string): Promise<FoundCharge | null> {
      const answer = answers.get(idempotencyKey);
      if (!answer) return Promise.resolve(null);
      if ('declined' in answer) return Promise.resolve({ status: 'failed' });
      return Promise.resolve(answer.charge);
    },
  };
}
