import { randomBytes } from 'node:crypto';
import cardValidator from 'card-validator';
import { PaymentText } from '@citybook/contract';
import {
  PaymentDeclinedError,
  type ChargeRequest,
  type PaymentGateway,
  type StoredCard,
} from './payment-gateway.ts';

/** Test numbers of the sandbox (README "Payments"); any other valid card is accepted. */
export const SandboxCards = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  failsAtRenewal: '4000000000000341',
} as const;

const FAILS_AT_RENEWAL = 'r';

function tokenize(card: ChargeRequest['card']): StoredCard {
  const pan = card.pan.replace(/\D/g, '');
  if (pan === SandboxCards.declined) throw new PaymentDeclinedError(PaymentText.declined);
  const brand = cardValidator.number(pan).card?.niceType ?? 'Card';
  const flag = pan === SandboxCards.failsAtRenewal ? FAILS_AT_RENEWAL : 'o';
  return { token: `sbx_${flag}_${randomBytes(12).toString('hex')}`, brand, last4: pan.slice(-4) };
}

/** Behaves like a processor's test mode; nothing leaves the machine. */
export function sandboxGateway(): PaymentGateway {
  return {
    async chargeAndStore({ card }: ChargeRequest): Promise<StoredCard> {
      return Promise.resolve(tokenize(card));
    },
    async store(card: ChargeRequest['card']): Promise<StoredCard> {
      return Promise.resolve(tokenize(card));
    },
    async chargeStored(token: string): Promise<void> {
      if (token.startsWith(`sbx_${FAILS_AT_RENEWAL}_`))
        throw new PaymentDeclinedError(PaymentText.declined);
      return Promise.resolve();
    },
  };
}
