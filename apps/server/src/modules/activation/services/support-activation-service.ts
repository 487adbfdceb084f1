import {
  ACTIVATION_EXTENSION_MAX_DAYS,
  NoticeTiming,
  normalizeActivationCode,
  SupportErrors,
  SupportText,
  type EndSubscriptionForm,
  type SupportMember,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { noticeKeys, withdrawNotice } from '../../notices/index.ts';
import { recordSupportAction, type SupportAct } from '../../staff/index.ts';
import { findVoucher } from '../repositories/voucher-repo.ts';
import {
  countLiveSubscriptions,
  countPaymentsOf,
  extendBookVoucher,
  memberOfActivationCode,
  membersWithCard,
  paymentsForSupport,
  vouchersForSupport,
} from '../repositories/support-activation-repo.ts';
import {
  liveSubscriptionOf,
  shownSubscriptionOf,
  updateSubscriptionIf,
} from '../repositories/subscription-repo.ts';
import { findSubscriptionType } from '../repositories/subscription-type-repo.ts';
import { renewalPlanCode } from './period-charge-service.ts';
import { subscriptionOf } from './subscription-lifecycle-service.ts';
import {
  scheduleBookExpiryReminders,
  scheduleCancellation,
  scheduleSubscriptionEnded,
} from './subscription-notices.ts';

/* Member support's view of activations and the ledger, and its changes (OPERATOR-18…21). */

type Member = SupportMember;
const DAY_MS = 86_400_000;

/** OPERATOR-18: the members with a kept card of these last 4 and expiry, and how it matched. */
export async function membersByCard(
  db: Kysely<DB>,
  card: { last4: string; month: number; year: number },
): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  for (const row of await membersWithCard(db, card)) {
    if (row.userId === null) continue;
    const expiry = `${String(row.month).padStart(2, '0')}/${String(row.year).slice(-2)}`;
    found.set(row.userId, `${row.brand} •••• ${row.last4}, ${expiry}`);
  }
  return found;
}

/** OPERATOR-18: the member who activated a printed code, and how it matched. */
export async function membersByActivationCode(
  db: Kysely<DB>,
  typed: string,
): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  for (const row of await memberOfActivationCode(db, normalizeActivationCode(typed))) {
    if (row.userId !== null) found.set(row.userId, `Activation code ${row.code}`);
  }
  return found;
}

export function liveSubscriptionCount(db: Kysely<DB>, now: Date): Promise<number> {
  return countLiveSubscriptions(db, now.toISOString());
}

/** OPERATOR-19: the member's activations, without their redemption counts. */
export async function activationsForSupport(
  db: Kysely<DB>,
  userId: number,
): Promise<Omit<Member['vouchers'][number], 'redemptions'>[]> {
  return (await vouchersForSupport(db, userId)).map((row) => ({
    id: row.id,
    kind: row.kind,
    code: row.code,
    activatedAt: row.created_at,
    endsAt: row.offers_valid_to,
    deactivatedAt: row.deactivated_at,
    editionName: row.edition_name,
    extendable: row.kind === 'BOOK' && row.deactivated_at === null,
  }));
}

/** OPERATOR-19: the member's ledger rows, newest first, with any staff refund. */
export async function ledgerForSupport(
  db: Kysely<DB>,
  userId: number,
  limit: number,
): Promise<Member['payments']> {
  const rows = await paymentsForSupport(db, userId, limit);
  return {
    total: await countPaymentsOf(db, userId),
    rows: rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      purpose: row.purpose,
      source: row.source,
      planTitle: row.plan_title,
      amountCents: row.amount_cents,
      currency: row.currency,
      cardBrand: row.card_brand,
      cardLast4: row.card_last4,
      status: row.status,
      refundable: row.status === 'succeeded' && row.source === 'card' && row.refund_status === null,
      refund:
        row.refund_status === null
          ? null
          : {
              status: row.refund_status,
              at: row.refunded_at ?? row.refund_at ?? row.created_at,
              staffEmail: row.refund_staff_email ?? '',
              reason: row.refund_reason ?? '',
            },
    })),
  };
}

/** OPERATOR-19: the subscription as support sees it (the card: brand, last 4 and expiry). */
export async function subscriptionForSupport(
  db: Kysely<DB>,
  userId: number,
): Promise<Member['subscription']> {
  const shown = await shownSubscriptionOf(db, userId);
  const { subscription } = await subscriptionOf(db, userId);
  if (!subscription || !shown) return null;
  return {
    voucherId: shown.id,
    status: subscription.status,
    source: subscription.source,
    planTitle: subscription.plan.title,
    periodEnd: subscription.periodEnd,
    nextPlanTitle: subscription.nextPlan?.title ?? null,
    card: subscription.card,
  };
}

/**
 * OPERATOR-20: a book's activation gets a later last day (the end of `endsOn`, UTC), after its
 * current end and at most ACTIVATION_EXTENSION_MAX_DAYS after it. Its expiry reminders move with
 * it (those not sent yet).
 */
export async function extendActivationForSupport(
  db: Kysely<DB>,
  act: SupportAct,
  voucherId: number,
  endsOn: string,
): Promise<string> {
  const voucher = await findVoucher(db, voucherId);
  if (!voucher || voucher.user_id !== act.memberId)
    throw new HttpError(SupportErrors.unknownMember, SupportText.unknownMember);
  if (voucher.kind !== 'BOOK' || voucher.deactivated_at !== null)
    throw new HttpError(SupportErrors.notExtendable, SupportText.notBook);
  const endsAt = new Date(Date.parse(`${endsOn}T00:00:00.000Z`) + DAY_MS - 1).toISOString();
  const current = Date.parse(voucher.offers_valid_to);
  if (
    Date.parse(endsAt) <= current ||
    Date.parse(endsAt) > current + ACTIVATION_EXTENSION_MAX_DAYS * DAY_MS
  )
    throw new HttpError(
      SupportErrors.notExtendable,
      SupportText.extensionBounds(ACTIVATION_EXTENSION_MAX_DAYS),
    );
  await db.transaction().execute(async (trx) => {
    if (!(await extendBookVoucher(trx, voucher, endsAt)))
      throw new HttpError(SupportErrors.notExtendable, SupportText.notBook);
    // NOTICE-8: the reminders go by the new end.
    await withdrawNotice(
      trx,
      ...NoticeTiming.expiryReminderDays.map((days) => noticeKeys.bookExpiry(voucher.id, days)),
    );
    await scheduleBookExpiryReminders(
      trx,
      { id: voucher.id, userId: act.memberId, endsAt },
      act.now,
    );
    await recordSupportAction(trx, act, 'extendActivation', {
      before: { voucherId: voucher.id, endsAt: voucher.offers_valid_to },
      after: { voucherId: voucher.id, endsAt },
    });
  });
  return SupportText.activationExtended(endsOn);
}

/**
 * OPERATOR-21: cancels the member's card subscription (no renewal; access to the period end) or
 * ends it now. A store's subscription is the store's to change.
 */
export async function endSubscriptionForSupport(
  db: Kysely<DB>,
  act: SupportAct,
  when: EndSubscriptionForm['when'],
): Promise<string> {
  const refused = () => new HttpError(SupportErrors.subscriptionState, SupportText.noSubscription);
  const live = await liveSubscriptionOf(db, act.memberId);
  if (!live || live.subscription_status === 'pending' || live.subscription_status === null)
    throw refused();
  if ((live.subscription_source ?? 'card') !== 'card') throw refused();
  if (when === 'periodEnd' && live.subscription_status === 'cancelled') throw refused();
  const plan = await findSubscriptionType(db, renewalPlanCode(live));
  if (!plan) throw new Error(`No subscription type for voucher ${String(live.id)}`);
  const at = act.now.toISOString();
  const changed = await db.transaction().execute(async (trx) => {
    const done = await updateSubscriptionIf(
      trx,
      live,
      when === 'now'
        ? { subscription_status: 'ended', deactivated_at: at, next_renewal_at: null }
        : { subscription_status: 'cancelled', next_renewal_at: null },
    );
    if (!done) return false;
    if (when === 'now') await scheduleSubscriptionEnded(trx, live, 'cancelled', act.now);
    else await scheduleCancellation(trx, live, plan, act.now);
    await recordSupportAction(trx, act, when === 'now' ? 'endSubscription' : 'cancelSubscription', {
      before: { voucherId: live.id, status: live.subscription_status },
      after: { voucherId: live.id, status: when === 'now' ? 'ended' : 'cancelled' },
    });
    return true;
  });
  if (!changed) throw refused();
  return when === 'now' ? SupportText.ended : SupportText.cancelled;
}
