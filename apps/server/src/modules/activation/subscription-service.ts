import {
  ActivationErrors,
  CardTypeCode,
  PaymentText,
  type ActivationApi,
  type BodyOf,
  type CardCheckResponse,
  type SubscriptionType,
} from '@citybook/contract';
import cardValidator from 'card-validator';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { PaymentGateway } from '../../lib/payments/payment-gateway.ts';
import { setCurrentVoucher } from '../account/user-repo.ts';
import { parseCardPayload } from './card-payload.ts';
import { insertCard } from './payment-instrument-repo.ts';
import { chargeNewCard } from './subscription-charge-service.ts';
import { firstPeriodEnd } from './subscription-period.ts';
import { findSubscriptionType, listSubscriptionTypes } from './subscription-type-repo.ts';
import { insertVoucher } from './voucher-repo.ts';

/** What buying a subscription needs. */
export interface SubscriptionDeps {
  db: Kysely<DB>;
  gateway: PaymentGateway;
}

/** The plans, prices in dollars. */
export async function subscriptionTypes(db: Kysely<DB>): Promise<SubscriptionType[]> {
  const rows = await listSubscriptionTypes(db);
  return rows.map((row) => ({
    code: row.code,
    title: row.title,
    price: row.price_cents / 100,
    period: row.period,
  }));
}

/** Whether a card number is valid, and its brand (spaces and dashes as typed are ignored). */
export function checkCardNumber(number: string): CardCheckResponse {
  const result = cardValidator.number(number.replace(/[\s-]/g, ''));
  const type = result.card?.type ?? '';
  return {
    valid: result.isValid,
    cardType: result.card?.niceType ?? '',
    cardTypeCode: CardTypeCode[type] ?? 0,
  };
}

/**
 * Buys a plan: charges the card through the gateway, then, in one transaction, writes the new
 * subscription voucher with its card and makes it the member's current voucher.
 */
export async function buySubscription(
  { db, gateway }: SubscriptionDeps,
  userId: number,
  { subscriptionTypeCode, sourcePayload }: BodyOf<typeof ActivationApi.activateSubscription>,
): Promise<void> {
  const plan = await findSubscriptionType(db, subscriptionTypeCode);
  if (!plan) throw new HttpError(ActivationErrors.badPayment, PaymentText.unknownSubscription);
  const card = parseCardPayload(sourcePayload);
  const stored = await chargeNewCard(gateway, plan, card);

  const now = new Date();
  await db.transaction().execute(async (trx) => {
    const voucherId = await insertVoucher(trx, {
      user_id: userId,
      kind: 'SUB',
      code: `Mobile + ${plan.title}`,
      offers_valid_to: firstPeriodEnd(plan.period, now),
      subscription_type_code: plan.code,
      created_at: now.toISOString(),
    });
    await insertCard(trx, voucherId, { stored, card, updatedAt: nowIso() });
    await setCurrentVoucher(trx, userId, voucherId);
  });
}
