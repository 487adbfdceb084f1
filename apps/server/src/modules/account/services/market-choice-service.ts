import { isGuestEmail } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { SessionUser } from '../../../plugins/auth.ts';
import { assertMarketExists } from '../../market/index.ts';
import { setSessionMarket } from '../repositories/session-repo.ts';
import { setUserMarket } from '../repositories/user-repo.ts';

/**
 * Makes the market the member's; the shared guest account stays as it is, so its choice lasts for
 * this session only.
 */
export async function chooseMarket(
  db: Kysely<DB>,
  session: SessionUser,
  marketId: number,
): Promise<void> {
  await assertMarketExists(db, marketId);
  if (isGuestEmail(session.email)) await setSessionMarket(db, session.sessionId, marketId);
  else await setUserMarket(db, session.userId, marketId);
}
