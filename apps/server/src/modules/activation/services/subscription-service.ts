import {
  ActivationErrors,
  CardTypeCode,
  ConsentButton,
  PaymentText,
  SubscriptionRuleText,
  type ActivationApi,
  type BodyOf,
  type CardCheckResponse,
  type CardData,
  type SubscriptionType,
} from '@citybook/contract';
import cardValidator from 'card-validator';
import type { Kysely } from 'kysely';
import type { DB, PaymentRow } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { SavedCard } from '../../../lib/payments/payment-gateway.ts';
import { setCurrentVoucher } from '../repositories/current-voucher-repo.ts';
import { declinedAs402, parseCardPayload } from './card-payload.ts';
import {
  chargeClaimed,
  chargeDescription,
  newIdempotencyKey,
  saveCardFor,
  type PaymentDeps,
} from './ledger-charge-service.ts';
import { claimPayment, findPayment } from '../repositories/payment-ledger-repo.ts';
import { insertCard } from '../repositories/payment-instrument-repo.ts';
import { firstPeriodEnd, isOverAndNotRenewing, renewalDueAt } from './subscription-period.ts';
import {
  deletePendingSubscription,
  insertSubscriptionUnlessLive,
  liveSubscriptionOf,
  updateSubscriptionIf,
  type SubscriptionRow,
} from '../repositories/subscription-repo.ts';
import {
  findSubscriptionType,
  listSubscriptionTypes,
  type SubscriptionPlan,
} from '../repositories/subscription-type-repo.ts';
import { scheduleSubscriptionOpened } from './subscription-notices.ts';
import { deleteConsentOfPayment } from '../repositories/consent-repo.ts';
import {
  checkConsent,
  recordConsent,
  type CheckedConsent,
  type ConsentGiven,
} from './consent-service.ts';
import { subscriptionVoucherCode } from './subscription-voucher-code.ts';
import { attributeMembershipPurchase } from '../../fundraising/index.ts';

/** The plans, prices in dollars. */
export async function subscriptionTypes(db: Kysely<DB>): Promise<SubscriptionType[]> {
  const rows = await listSubscriptionTypes(db);
  return rows.map(planOf);
}

export function planOf(row: SubscriptionPlan): SubscriptionType {
  return { code: row.code, title: row.title, price: row.price_cents / 100, period: row.period };
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

const alreadySubscribed = () =>
  new HttpError(ActivationErrors.alreadySubscribed, SubscriptionRuleText.alreadySubscribed);
const paymentInProgress = () =>
  new HttpError(ActivationErrors.paymentInProgress, SubscriptionRuleText.paymentInProgress);

/**
 * The account may open a subscription unless it has one: a live one answers 409, a purchase
 * being paid 409 too; one whose period is over and that nothing renews ends now.
 */
async function makeRoomForSubscription(db: Kysely<DB>, userId: number, now: Date): Promise<void> {
  const live = await liveSubscriptionOf(db, userId);
  if (!live) return;
  if (live.subscription_status === 'pending') throw paymentInProgress();
  const at = now.toISOString();
  if (!isOverAndNotRenewing(live, at)) throw alreadySubscribed();
  await updateSubscriptionIf(db, live, { subscription_status: 'ended', deactivated_at: at });
}

/**
 * Claims the purchase: the account's subscription, pending until paid, its ledger row and the
 * member's consent to the terms (ACTIVATION-22), in one transaction. Of concurrent purchases one
 * gets the claim; the others are told so and leave no consent.
 */
async function claimPurchase(
  db: Kysely<DB>,
  userId: number,
  plan: SubscriptionPlan,
  consent: CheckedConsent,
  now: Date,
): Promise<{ subscriptionId: number; payment: PaymentRow }> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    await makeRoomForSubscription(trx, userId, now);
    const subscriptionId = await insertSubscriptionUnlessLive(trx, {
      user_id: userId,
      kind: 'SUB',
      code: subscriptionVoucherCode(plan),
      offers_valid_to: at,
      subscription_type_code: plan.code,
      subscription_status: 'pending',
      subscription_source: 'card',
      created_at: at,
    });
    if (subscriptionId === undefined) throw paymentInProgress();
    const payment = await claimPayment(
      trx,
      {
        user_id: userId,
        voucher_id: subscriptionId,
        purpose: 'purchase',
        source: 'card',
        subscription_type_code: plan.code,
        amount_cents: plan.price_cents,
        currency: 'USD',
        period_key: 'purchase',
        idempotency_key: newIdempotencyKey(),
      },
      at,
    );
    if (!payment) throw paymentInProgress();
    await recordConsent(
      trx,
      consent,
      { kind: 'purchase', userId, voucherId: subscriptionId, paymentId: payment.id, plan },
      at,
    );
    return { subscriptionId, payment };
  });
}

/** The subscription paid: it runs its first period, with its card, as the current voucher. */
async function openPaidSubscription(
  trx: Kysely<DB>,
  opened: { subscriptionId: number; userId: number; plan: SubscriptionPlan },
  card: { saved: SavedCard; data: CardData },
  now: Date,
): Promise<void> {
  const end = firstPeriodEnd(opened.plan.period, now);
  const pending: Pick<SubscriptionRow, 'id' | 'subscription_status' | 'offers_valid_to'> = {
    id: opened.subscriptionId,
    subscription_status: 'pending',
    offers_valid_to: now.toISOString(),
  };
  const opens = await updateSubscriptionIf(trx, pending, {
    subscription_status: 'active',
    offers_valid_to: end,
    next_renewal_at: renewalDueAt(end),
  });
  if (!opens) throw new Error(`Subscription ${String(opened.subscriptionId)} is no longer pending`);
  await insertCard(trx, opened.subscriptionId, {
    stored: card.saved,
    card: card.data,
    updatedAt: now.toISOString(),
  });
  await setCurrentVoucher(trx, opened.userId, opened.subscriptionId);
  // NOTICE-3, NOTICE-4: the terms and how to cancel, and the reminder before the first renewal.
  await scheduleSubscriptionOpened(
    trx,
    {
      id: opened.subscriptionId,
      user_id: opened.userId,
      created_at: now.toISOString(),
      offers_valid_to: end,
    },
    opened.plan,
    now,
  );
}

/**
 * A purchase not paid (declined, or refunded because it could not be recorded) leaves no
 * subscription; a declined one, which charged nothing, takes its consent with it.
 */
async function forgetUnpaidPurchase(
  db: Kysely<DB>,
  paymentId: number,
  subscriptionId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const status = (await findPayment(trx, paymentId))?.status;
    if (status !== 'failed' && status !== 'refunded') return;
    if (status === 'failed') await deleteConsentOfPayment(trx, paymentId);
    await deletePendingSubscription(trx, subscriptionId);
  });
}

/**
 * Buys a plan: checks the member's consent to the current terms, claims the account's one
 * subscription, its ledger row and the consent, saves the card and charges it once (the row's
 * idempotency key goes to the gateway), then opens the subscription. A decline or a failed write
 * leaves no subscription (and a failed write's charge is refunded); a decline, which charged
 * nothing, leaves no consent either, while a refunded charge keeps the consent it was made on.
 */
export async function buySubscription(
  deps: PaymentDeps,
  userId: number,
  {
    subscriptionTypeCode,
    sourcePayload,
    termsVersion,
    button,
    fundraising,
  }: BodyOf<typeof ActivationApi.activateSubscription>,
  client: ConsentGiven['client'] = null,
): Promise<void> {
  const { db } = deps;
  const consent = checkConsent({ termsVersion, button, client }, [ConsentButton.purchase]);
  const plan = await findSubscriptionType(db, subscriptionTypeCode);
  if (!plan) throw new HttpError(ActivationErrors.badPayment, PaymentText.unknownSubscription);
  const card = parseCardPayload(sourcePayload);
  const now = new Date();
  const { subscriptionId, payment } = await claimPurchase(db, userId, plan, consent, now);

  try {
    const saved = await saveCardFor(deps, payment, card);
    await chargeClaimed(deps, payment, saved.token, chargeDescription(plan), async (trx) => {
      await openPaidSubscription(trx, { subscriptionId, userId, plan }, { saved, data: card }, now);
      // FUNDRAISING-7: a purchase through a campaign's link counts for it, with the charge.
      if (fundraising)
        await attributeMembershipPurchase(trx, fundraising, {
          id: payment.id,
          amountCents: payment.amount_cents,
          currency: payment.currency,
        });
    });
  } catch (error) {
    await forgetUnpaidPurchase(db, payment.id, subscriptionId);
    declinedAs402(error);
  }
}
