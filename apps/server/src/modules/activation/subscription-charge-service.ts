import type { CardData } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB, VoucherRow } from '../../db/schema.ts';
import type { PaymentGateway, StoredCard } from '../../lib/payments/payment-gateway.ts';
import { declinedAs402 } from './card-payload.ts';
import { extendPeriod } from './renewal-repo.ts';
import { nextPeriodEnd, type SubscriptionPeriod } from './subscription-period.ts';

/** A subscription plan as a charge needs it. */
export interface ChargedPlan {
  title: string;
  price_cents: number;
}

/** What the card statement says a charge is for. */
const description = (plan: ChargedPlan) => `Citybook Mobile + ${plan.title}`;

/**
 * Charges the plan's price to a card the member just gave and keeps the card for renewals. A
 * declined card is the member's 402 with the gateway's reason.
 */
export async function chargeNewCard(
  gateway: PaymentGateway,
  plan: ChargedPlan,
  card: CardData,
): Promise<StoredCard> {
  return gateway
    .chargeAndStore({ amountCents: plan.price_cents, description: description(plan), card })
    .catch(declinedAs402);
}

/** Charges a renewal to the card kept for it; a decline throws PaymentDeclinedError. */
export async function chargeStoredCard(
  gateway: PaymentGateway,
  plan: ChargedPlan,
  gatewayToken: string,
): Promise<void> {
  await gateway.chargeStored(gatewayToken, plan.price_cents, description(plan));
}

/**
 * A renewal paid (by the scheduled renewal or a card update): the subscription runs one more
 * period and its failed renewal is forgotten. A no-op when another renewal moved the period first.
 */
export async function extendSubscription(
  db: Kysely<DB>,
  voucher: Pick<VoucherRow, 'id' | 'offers_valid_to'>,
  period: SubscriptionPeriod,
  now: Date,
): Promise<void> {
  await extendPeriod(
    db,
    voucher,
    nextPeriodEnd(voucher.offers_valid_to, period, now),
    now.toISOString(),
  );
}
