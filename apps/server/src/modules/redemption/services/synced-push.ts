import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { noticeKeys, scheduleNotice } from '../../notices/index.ts';
import { listRedemptions } from '../repositories/redemption-repo.ts';

/**
 * NOTICE-12: a redemption the device made offline and sent later is recorded: the member's devices
 * are told so, by a push scheduled in the redemption's own transaction (sent once, ADR 0041).
 */
export async function scheduleSyncedPush(
  trx: Kysely<DB>,
  userId: number,
  redemptionId: number,
  now: Date,
): Promise<void> {
  const [redemption] = await listRedemptions(trx, userId, redemptionId);
  if (!redemption) return;
  await scheduleNotice(
    trx,
    {
      kind: 'redemptionSynced',
      key: noticeKeys.redemptionSynced(redemptionId),
      userId,
      dueAt: now,
      payload: {
        offerTitle: redemption.offerTitle,
        merchantName: redemption.merchantName,
        redeemedAt: redemption.redeemedAt,
      },
    },
    now,
  );
}
