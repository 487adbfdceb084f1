import { ActivationErrors, PaymentText, SubscriptionRuleText } from '@citybook/contract';
import { HttpError } from '../../../lib/http-error.ts';
import { declinedAs402, parseCardPayload } from './card-payload.ts';
import {
  chargeClaimed,
  chargeDescription,
  newIdempotencyKey,
  saveCardFor,
  wasNotPaid,
  type PaymentDeps,
} from './ledger-charge-service.ts';
import { replaceCard } from '../repositories/payment-instrument-repo.ts';
import {
  claimPeriodCharge,
  extendPaidPeriod,
  releaseClaim,
  renewalPlanCode,
} from './period-charge-service.ts';
import { findSubscriptionType } from '../repositories/subscription-type-repo.ts';
import { findOwnVoucher } from '../repositories/voucher-repo.ts';

const SUBSCRIPTION_ENDED = 'This subscription has ended. Please subscribe again.';

/**
 * ACTIVATION-18 payment-instrument/update: replaces a subscription's card. When a renewal is past due
 * (isDeactivatedFuture) the new card pays it at once, claimed like a renewal so that any number of
 * concurrent updates charge the period once. Answers whether it renewed.
 */
export async function updatePaymentInstrument(
  deps: PaymentDeps,
  userId: number,
  voucherId: number,
  sourcePayload: string,
): Promise<{ renewed: boolean }> {
  const { db, gateway } = deps;
  const subscription = await findOwnVoucher(db, userId, voucherId);
  if (!subscription)
    throw new HttpError(ActivationErrors.unknownVoucher, 'This activation does not exist.');
  const status = subscription.subscription_status;
  if (subscription.kind !== 'SUB' || status === null)
    throw new HttpError(ActivationErrors.notRenewable, PaymentText.notSubscription);
  if (status === 'ended') throw new HttpError(ActivationErrors.notRenewable, SUBSCRIPTION_ENDED);
  if (status === 'pending')
    throw new HttpError(ActivationErrors.paymentInProgress, SubscriptionRuleText.paymentInProgress);
  const source = subscription.subscription_source ?? 'card';
  if (source !== 'card')
    throw new HttpError(
      ActivationErrors.subscriptionState,
      SubscriptionRuleText.storeManaged(source),
    );
  const card = parseCardPayload(sourcePayload);
  const now = new Date();

  if (status !== 'pastDue') {
    const saved = await gateway.saveCard(card, newIdempotencyKey()).catch(declinedAs402);
    await replaceCard(db, subscription.id, { stored: saved, card, updatedAt: now.toISOString() });
    return { renewed: false };
  }

  const plan = await findSubscriptionType(db, renewalPlanCode(subscription));
  if (!plan) throw new Error(`Subscription ${String(subscription.id)} has no plan`);
  const claim = await claimPeriodCharge(db, subscription, { purpose: 'cardUpdate', plan }, now);
  if (!claim)
    throw new HttpError(ActivationErrors.paymentInProgress, SubscriptionRuleText.paymentInProgress);
  try {
    const saved = await saveCardFor(deps, claim.payment, card);
    await chargeClaimed(deps, claim.payment, saved.token, chargeDescription(plan), async (trx) => {
      await replaceCard(trx, subscription.id, {
        stored: saved,
        card,
        updatedAt: now.toISOString(),
      });
      await extendPaidPeriod(trx, subscription, { lease: claim.lease, plan }, now);
    });
  } catch (error) {
    if (await wasNotPaid(db, claim.payment.id)) await releaseClaim(db, subscription, claim.lease);
    declinedAs402(error);
  }
  return { renewed: true };
}
