import {
  ActivationErrors,
  SubscriptionRuleText,
  type SubscriptionStatus,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB, StoreNotificationOutcome } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import {
  StoreProofError,
  StorePushUnauthenticatedError,
  StoreUnavailableError,
  type StoreNotification,
  type StoreTransaction,
} from '../../../lib/stores/store-transaction.ts';
import { setCurrentVoucher } from '../repositories/current-voucher-repo.ts';
import { recordStorePayment, refundStorePayment } from '../repositories/payment-ledger-repo.ts';
import {
  claimStoreNotification,
  settleStoreNotification,
} from '../repositories/store-notification-repo.ts';
import {
  findStoreSubscription,
  insertSubscriptionUnlessLive,
  liveSubscriptionOf,
  updateSubscriptionIf,
  type SubscriptionRow,
} from '../repositories/subscription-repo.ts';
import { scheduleChargeReceipt, scheduleRefundReceipt } from './subscription-notices.ts';
import { isOverAndNotRenewing } from './subscription-period.ts';
import {
  findSubscriptionType,
  type SubscriptionPlan,
} from '../repositories/subscription-type-repo.ts';
import { subscriptionVoucherCode } from './subscription-voucher-code.ts';

/**
 * The store's verdict as the route answers it: not genuine 400, a push without Pub/Sub's token
 * 401, store unreachable 503.
 */
export function storeErrorAsHttp(error: unknown): never {
  if (error instanceof StorePushUnauthenticatedError)
    throw new HttpError(ActivationErrors.storePushUnauthenticated, error.message);
  if (error instanceof StoreProofError)
    throw new HttpError(ActivationErrors.storeProofRefused, error.message);
  if (error instanceof StoreUnavailableError)
    throw new HttpError(
      ActivationErrors.storeProofUnverified,
      'The store could not confirm the purchase just now. Please try again later.',
    );
  throw error;
}

const STORE_PAYMENT_PENDING =
  'The store has not taken the payment yet: your subscription starts as soon as it has.';

/** Whether the purchase replaces this subscription (Google Play's plan change or re-signup). */
const replaces = (transaction: StoreTransaction, subscription: SubscriptionRow) =>
  transaction.replacesSubscriptionRef !== null &&
  subscription.store_subscription_ref ===
    `${transaction.store}:${transaction.replacesSubscriptionRef}`;

const storeRef = (transaction: StoreTransaction) =>
  `${transaction.store}:${transaction.subscriptionRef}`;
const paymentKey = (transaction: StoreTransaction) =>
  `${transaction.store}:${transaction.transactionRef}`;

/** A state the account's subscription can take (a pending store purchase grants nothing yet). */
type GrantingTransaction = StoreTransaction & {
  state: Exclude<StoreTransaction['state'], 'pending'>;
};

const grants = (transaction: StoreTransaction): transaction is GrantingTransaction =>
  transaction.state !== 'pending';

/** The subscription's state as the store tells it. */
function stateOf(transaction: GrantingTransaction, at: string) {
  const status: SubscriptionStatus =
    transaction.state === 'expired' || transaction.state === 'refunded'
      ? 'ended'
      : transaction.state;
  return {
    subscription_status: status,
    offers_valid_to: transaction.expiresAt,
    deactivated_at: status === 'ended' ? at : null,
    renewal_failed_at: status === 'pastDue' ? at : null,
    next_renewal_at: null,
  };
}

async function planOfProduct(db: Kysely<DB>, productId: string): Promise<SubscriptionPlan> {
  const code = Number(productId);
  const plan = Number.isInteger(code) ? await findSubscriptionType(db, code) : undefined;
  if (!plan) throw new HttpError(ActivationErrors.storeProofRefused, 'This plan is not sold.');
  return plan;
}

/** The store's charge for this period, once in the ledger however often it is told. */
async function recordStoreCharge(
  db: Kysely<DB>,
  subscription: Pick<SubscriptionRow, 'id' | 'user_id'>,
  transaction: StoreTransaction,
  plan: SubscriptionPlan,
  purpose: 'storePurchase' | 'storeRenewal',
): Promise<void> {
  const paymentId = await recordStorePayment(
    db,
    {
      user_id: subscription.user_id,
      voucher_id: subscription.id,
      purpose,
      source: transaction.store,
      subscription_type_code: plan.code,
      amount_cents: transaction.priceCents ?? plan.price_cents,
      currency: transaction.currency ?? 'USD',
      period_key: paymentKey(transaction),
      idempotency_key: paymentKey(transaction),
    },
    transaction.purchasedAt,
  );
  // NOTICE-2: the store's charge gets its receipt, once, with the ledger row.
  if (paymentId !== undefined)
    await scheduleChargeReceipt(db, paymentId, new Date(), transaction.expiresAt);
}

const ends = (transaction: StoreTransaction) =>
  transaction.state === 'refunded' || transaction.state === 'expired';

/**
 * Whether what the store says is older than the state the subscription holds, so it changes
 * nothing: the store's state only moves forward. A late or retried renewal after a refund, or a
 * device's proof kept from before it, is older than the refund; and an ended subscription comes
 * back only on newer word from the store or a later period (not on an equal end date).
 */
function isStale(subscription: SubscriptionRow, transaction: GrantingTransaction): boolean {
  const known = subscription.store_state_at;
  if (known !== null && transaction.stateAt < known) return true;
  if (subscription.subscription_status !== 'ended' || ends(transaction)) return false;
  // A deleted account's subscription never comes back.
  if (subscription.user_id === null) return true;
  const newer = known !== null && transaction.stateAt > known;
  return !newer && transaction.expiresAt <= subscription.offers_valid_to;
}

const newest = (a: string | null, b: string) => (a !== null && a > b ? a : b);

/**
 * Applies what the store says of a subscription it bills; its refund is the ledger's too. 'lost'
 * when another request changed the subscription since it was read: read it again.
 */
async function applyToSubscription(
  trx: Kysely<DB>,
  subscription: SubscriptionRow,
  transaction: GrantingTransaction,
  plan: SubscriptionPlan,
  at: string,
): Promise<'applied' | 'stale' | 'lost'> {
  if (isStale(subscription, transaction)) return 'stale';
  const renewal = !ends(transaction);
  if (renewal) await recordStoreCharge(trx, subscription, transaction, plan, 'storeRenewal');
  if (transaction.state === 'refunded') {
    const refunded = await refundStorePayment(trx, paymentKey(transaction), at);
    // NOTICE-2: and a refund its own.
    if (refunded !== undefined) await scheduleRefundReceipt(trx, refunded, new Date(at));
  }
  // An older transaction told late never moves the period back.
  const later = transaction.expiresAt >= subscription.offers_valid_to;
  const changes = later || !renewal ? stateOf(transaction, at) : {};
  const claimed = await updateSubscriptionIf(trx, subscription, {
    ...changes,
    store_state_at: newest(subscription.store_state_at, transaction.stateAt),
    subscription_type_code: plan.code,
    code: subscriptionVoucherCode(plan),
  });
  return claimed ? 'applied' : 'lost';
}

/** How often a subscription changed by others meanwhile is read again before giving up. */
const CLAIM_ATTEMPTS = 3;

/** Applies what the store says to the subscription it names, if known (undefined if not). */
async function applyToKnown(
  trx: Kysely<DB>,
  transaction: GrantingTransaction,
  plan: SubscriptionPlan,
  at: string,
  userId?: number,
): Promise<'applied' | 'stale' | undefined> {
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt += 1) {
    const known = await findStoreSubscription(trx, storeRef(transaction));
    if (!known) return undefined;
    if (userId !== undefined && known.user_id !== userId)
      throw new HttpError(
        ActivationErrors.storeProofRefused,
        'This purchase belongs to another Citybook account.',
      );
    const outcome = await applyToSubscription(trx, known, transaction, plan, at);
    if (outcome !== 'lost') return outcome;
  }
  throw new Error('The store subscription kept changing while being updated');
}

/**
 * A purchase the app reports (after StartIAP's PurchaseResult or RestoreResult), verified with the
 * store: it becomes the account's one subscription, or updates it when it is already. Another
 * live subscription answers 409 alreadySubscribed; a store subscription of another account 400.
 */
export async function takeStorePurchase(
  db: Kysely<DB>,
  userId: number,
  transaction: StoreTransaction,
): Promise<void> {
  if (!grants(transaction))
    throw new HttpError(ActivationErrors.storeProofRefused, STORE_PAYMENT_PENDING);
  const plan = await planOfProduct(db, transaction.productId);
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await takeStorePurchaseIn(trx, userId, transaction, plan, at);
  });
}

async function takeStorePurchaseIn(
  trx: Kysely<DB>,
  userId: number,
  transaction: GrantingTransaction,
  plan: SubscriptionPlan,
  at: string,
): Promise<void> {
  const applied = await applyToKnown(trx, transaction, plan, at, userId);
  if (applied !== undefined) {
    const known = await findStoreSubscription(trx, storeRef(transaction));
    if (known) await setCurrentVoucher(trx, userId, known.id);
    return;
  }
  const live = await liveSubscriptionOf(trx, userId);
  if (live && replaces(transaction, live)) {
    // A plan change in Google Play is a new purchase replacing the old one: one subscription.
    await updateSubscriptionIf(trx, live, { subscription_status: 'ended', deactivated_at: at });
  } else if (live && !isOverAndNotRenewing(live, at))
    throw new HttpError(ActivationErrors.alreadySubscribed, SubscriptionRuleText.alreadySubscribed);
  if (live)
    await updateSubscriptionIf(trx, live, { subscription_status: 'ended', deactivated_at: at });
  const id = await insertSubscriptionUnlessLive(trx, {
    user_id: userId,
    kind: 'SUB',
    code: subscriptionVoucherCode(plan),
    subscription_type_code: plan.code,
    subscription_source: transaction.store,
    store_subscription_ref: storeRef(transaction),
    store_state_at: transaction.stateAt,
    created_at: at,
    ...stateOf(transaction, at),
  });
  if (id === undefined)
    throw new HttpError(ActivationErrors.alreadySubscribed, SubscriptionRuleText.alreadySubscribed);
  await recordStoreCharge(trx, { id, user_id: userId }, transaction, plan, 'storePurchase');
  await setCurrentVoucher(trx, userId, id);
}

/** What a store notification did: StoreNotificationOutcome, or `duplicate`: received before. */
export type StoreNotificationResult = StoreNotificationOutcome | 'duplicate';

/**
 * A store's server notification (renewal, cancellation, expiry, refund) of a subscription it
 * bills, applied once (by the store's id for it) and in order (one older than the subscription's
 * state is recorded and ignored). One about a subscription the app has not reported yet is left
 * for the app's report.
 */
export async function applyStoreNotification(
  db: Kysely<DB>,
  notification: StoreNotification,
): Promise<StoreNotificationResult> {
  const { transaction } = notification;
  const granting = transaction && grants(transaction) ? transaction : null;
  const plan = granting ? await planOfProduct(db, granting.productId) : null;
  const at = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const id = await claimStoreNotification(trx, {
      store: notification.store,
      notification_id: notification.notificationId,
      kind: notification.kind,
      store_subscription_ref: transaction ? storeRef(transaction) : null,
      sent_at: notification.sentAt,
      received_at: at,
    });
    if (id === undefined) return 'duplicate';
    const outcome = granting && plan ? await applyNotified(trx, granting, plan, at) : 'none';
    await settleStoreNotification(trx, id, outcome);
    return outcome;
  });
}

async function applyNotified(
  trx: Kysely<DB>,
  transaction: GrantingTransaction,
  plan: SubscriptionPlan,
  at: string,
): Promise<StoreNotificationOutcome> {
  const applied = await applyToKnown(trx, transaction, plan, at);
  if (applied !== undefined) return applied;
  const replaced = transaction.replacesSubscriptionRef
    ? await findStoreSubscription(
        trx,
        `${transaction.store}:${transaction.replacesSubscriptionRef}`,
      )
    : undefined;
  if (!replaced?.user_id) return 'unknown';
  await takeStorePurchaseIn(trx, replaced.user_id, transaction, plan, at);
  return 'applied';
}
