import { NoticeTiming } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { noticeKeys, scheduleNotice } from '../../notices/index.ts';
import { insertPriceChange, subscriptionsRenewingOn } from '../repositories/price-change-repo.ts';
import { findSubscriptionType } from '../repositories/subscription-type-repo.ts';
import { planFacts } from './subscription-notices.ts';

const DAY_MS = 86_400_000;

/** A new price that would apply before its subscribers could be told (NOTICE-5), or no plan. */
export class PriceChangeRefusedError extends Error {}

/**
 * NOTICE-5: a plan's new price from `effectiveAt`, at least NoticeTiming.priceChangeNoticeDays
 * away: recorded, and a price-change notice scheduled for every card subscription that renews on
 * the plan, in one transaction. The renewal job applies the price on its day. Answers how many
 * subscribers are told. (The console will call this; it is the only way a price changes.)
 */
export async function announcePriceChange(
  db: Kysely<DB>,
  change: { planCode: number; priceCents: number; effectiveAt: Date },
  now: Date = new Date(),
): Promise<number> {
  const earliest = now.getTime() + NoticeTiming.priceChangeNoticeDays * DAY_MS;
  if (change.effectiveAt.getTime() < earliest)
    throw new PriceChangeRefusedError(
      `A new price applies at least ${String(NoticeTiming.priceChangeNoticeDays)} days after it is announced.`,
    );
  if (!Number.isInteger(change.priceCents) || change.priceCents <= 0)
    throw new PriceChangeRefusedError('The new price must be a positive amount in cents.');
  const plan = await findSubscriptionType(db, change.planCode);
  if (!plan) throw new PriceChangeRefusedError(`No plan ${String(change.planCode)}.`);
  const effectiveAt = change.effectiveAt.toISOString();
  return db.transaction().execute(async (trx) => {
    await insertPriceChange(
      trx,
      { planCode: plan.code, priceCents: change.priceCents, effectiveAt },
      now.toISOString(),
    );
    const subscribers = await subscriptionsRenewingOn(trx, plan.code);
    for (const subscription of subscribers) {
      if (subscription.user_id === null) continue;
      await scheduleNotice(trx, {
        kind: 'priceChange',
        key: noticeKeys.priceChange(subscription.id, effectiveAt),
        userId: subscription.user_id,
        dueAt: now,
        payload: { plan: planFacts(plan), newPriceCents: change.priceCents, effectiveAt },
      });
    }
    return subscribers.length;
  });
}
