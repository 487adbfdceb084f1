import type { PaymentDeps } from './ledger-charge-service.ts';
import {
  cancelledSubscriptionsOver,
  updateSubscriptionIf,
} from '../repositories/subscription-repo.ts';
import { scheduleSubscriptionEnded } from './subscription-notices.ts';

/**
 * Ends the cancelled subscriptions whose period has run out, each with its "subscription ended"
 * mail (NOTICE-6) in the same transaction; a subscription another process ended (or a member
 * resumed) meanwhile is left as it is. Answers how many it ended.
 */
export async function endCancelledSubscriptions(db: PaymentDeps['db'], now: Date): Promise<number> {
  const at = now.toISOString();
  let ended = 0;
  for (const subscription of await cancelledSubscriptionsOver(db, at)) {
    const changed = await db.transaction().execute(async (trx) => {
      const done = await updateSubscriptionIf(trx, subscription, {
        subscription_status: 'ended',
        deactivated_at: at,
        next_renewal_at: null,
      });
      if (done) await scheduleSubscriptionEnded(trx, subscription, 'cancelled', now);
      return done;
    });
    if (changed) ended += 1;
  }
  return ended;
}
