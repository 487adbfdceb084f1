import {
  ActivationErrors,
  SubscriptionRuleText,
  type SubscriptionStatus,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import {
  StoreProofError,
  StoreUnavailableError,
  type StoreTransaction,
} from '../../../lib/stores/store-transaction.ts';
import { setCurrentVoucher } from '../repositories/current-voucher-repo.ts';
import { recordStorePayment, refundStorePayment } from '../repositories/payment-ledger-repo.ts';
import {
  findStoreSubscription,
  insertSubscriptionUnlessLive,
  liveSubscriptionOf,
  updateSubscriptionIf,
  type SubscriptionRow,
} from '../repositories/subscription-repo.ts';
import { isOverAndNotRenewing } from './subscription-period.ts';
import {
  findSubscriptionType,
  type SubscriptionPlan,
} from '../repositories/subscription-type-repo.ts';
import { subscriptionVoucherCode } from './subscription-voucher-code.ts';

/** The store's verdict as the route answers it: not genuine 400, store unreachable 503. */
export function storeErrorAsHttp(error: unknown): never {
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
  await recordStorePayment(
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
}

/** Applies what the store says of a subscription it bills; its refund is the ledger's too. */
async function applyToSubscription(
  trx: Kysely<DB>,
  subscription: SubscriptionRow,
  transaction: GrantingTransaction,
  plan: SubscriptionPlan,
  at: string,
): Promise<void> {
  const renewal = transaction.state !== 'refunded' && transaction.state !== 'expired';
  if (renewal) await recordStoreCharge(trx, subscription, transaction, plan, 'storeRenewal');
  if (transaction.state === 'refunded') await refundStorePayment(trx, paymentKey(transaction), at);
  // An older transaction told late never moves the period back.
  const later = transaction.expiresAt >= subscription.offers_valid_to;
  const changes = later || !renewal ? stateOf(transaction, at) : {};
  await updateSubscriptionIf(trx, subscription, {
    ...changes,
    subscription_type_code: plan.code,
    code: subscriptionVoucherCode(plan),
  });
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
    const known = await findStoreSubscription(trx, storeRef(transaction));
    if (known && known.user_id !== userId)
      throw new HttpError(
        ActivationErrors.storeProofRefused,
        'This purchase belongs to another Citybook account.',
      );
    if (known) {
      await applyToSubscription(trx, known, transaction, plan, at);
      await setCurrentVoucher(trx, userId, known.id);
      return;
    }
    const live = await liveSubscriptionOf(trx, userId);
    if (live && replaces(transaction, live)) {
      // A plan change in Google Play is a new purchase replacing the old one: one subscription.
      await updateSubscriptionIf(trx, live, { subscription_status: 'ended', deactivated_at: at });
    } else if (live && !isOverAndNotRenewing(live, at))
      throw new HttpError(
        ActivationErrors.alreadySubscribed,
        SubscriptionRuleText.alreadySubscribed,
      );
    if (live)
      await updateSubscriptionIf(trx, live, { subscription_status: 'ended', deactivated_at: at });
    const id = await insertSubscriptionUnlessLive(trx, {
      user_id: userId,
      kind: 'SUB',
      code: subscriptionVoucherCode(plan),
      subscription_type_code: plan.code,
      subscription_source: transaction.store,
      store_subscription_ref: storeRef(transaction),
      created_at: at,
      ...stateOf(transaction, at),
    });
    if (id === undefined)
      throw new HttpError(
        ActivationErrors.alreadySubscribed,
        SubscriptionRuleText.alreadySubscribed,
      );
    await recordStoreCharge(trx, { id, user_id: userId }, transaction, plan, 'storePurchase');
    await setCurrentVoucher(trx, userId, id);
  });
}

/**
 * A store's server notification (renewal, cancellation, expiry, refund) of a subscription it
 * bills. One the app has not reported yet is left for the app's report; answers whether it applied.
 */
export async function applyStoreNotification(
  db: Kysely<DB>,
  transaction: StoreTransaction,
): Promise<boolean> {
  if (!grants(transaction)) return false;
  const plan = await planOfProduct(db, transaction.productId);
  const at = new Date().toISOString();
  const replaced = transaction.replacesSubscriptionRef
    ? await findStoreSubscription(db, `${transaction.store}:${transaction.replacesSubscriptionRef}`)
    : undefined;
  const known = await findStoreSubscription(db, storeRef(transaction));
  if (!known && replaced?.user_id) {
    await takeStorePurchase(db, replaced.user_id, transaction);
    return true;
  }
  if (!known) return false;
  await db.transaction().execute(async (trx) => {
    await applyToSubscription(trx, known, transaction, plan, at);
  });
  return true;
}
