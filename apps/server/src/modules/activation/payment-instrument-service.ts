import { ActivationErrors, PaymentText } from '@citybook/contract';
import { HttpError } from '../../lib/http-error.ts';
import { declinedAs402, parseCardPayload } from './card-payload.ts';
import { replaceCard } from './payment-instrument-repo.ts';
import { chargeNewCard, extendSubscription } from './subscription-charge-service.ts';
import type { SubscriptionDeps } from './subscription-service.ts';
import { findSubscriptionType } from './subscription-type-repo.ts';
import { findOwnVoucher } from './voucher-repo.ts';

const SUBSCRIPTION_ENDED = 'This subscription has ended. Please subscribe again.';

/**
 * Spec §7 payment-instrument/update: replaces a subscription's card. When the period has run out
 * (a renewal failed, isDeactivatedFuture), the new card pays the renewal at once, and the period
 * is extended as a scheduled renewal would. Answers whether it renewed.
 */
export async function updatePaymentInstrument(
  { db, gateway }: SubscriptionDeps,
  userId: number,
  voucherId: number,
  sourcePayload: string,
): Promise<{ renewed: boolean }> {
  const voucher = await findOwnVoucher(db, userId, voucherId);
  if (!voucher)
    throw new HttpError(ActivationErrors.unknownVoucher, 'This activation does not exist.');
  if (voucher.kind !== 'SUB' || voucher.subscription_type_code === null)
    throw new HttpError(ActivationErrors.notRenewable, PaymentText.notSubscription);
  if (voucher.deactivated_at !== null)
    throw new HttpError(ActivationErrors.notRenewable, SUBSCRIPTION_ENDED);
  const card = parseCardPayload(sourcePayload);
  const plan = await findSubscriptionType(db, voucher.subscription_type_code);
  if (!plan) throw new Error(`No subscription type ${String(voucher.subscription_type_code)}`);

  const now = new Date();
  const renewed = voucher.offers_valid_to <= now.toISOString();
  const stored = renewed
    ? await chargeNewCard(gateway, plan, card)
    : await gateway.store(card).catch(declinedAs402);

  await db.transaction().execute(async (trx) => {
    await replaceCard(trx, voucher.id, { stored, card, updatedAt: now.toISOString() });
    if (renewed) await extendSubscription(trx, voucher, plan.period, now);
  });
  return { renewed };
}
