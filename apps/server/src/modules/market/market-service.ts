import type { Geolocation, Market } from '@citybook/contract';
import { isGuestEmail } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { setSessionMarket } from '../account/session-repo.ts';
import { setUserMarket } from '../account/user-repo.ts';
import { defaultMarket, listMarkets, marketContaining, marketExists } from './market-repo.ts';

/** The market around a position; zero coordinates mean the device could not tell (spec §4). */
export async function marketAt(
  db: Kysely<DB>,
  { latitude, longitude }: Geolocation,
  defaultSlug: string,
): Promise<Market | undefined> {
  const located =
    latitude === 0 && longitude === 0
      ? undefined
      : marketContaining(await listMarkets(db), { latitude, longitude });
  return located ?? defaultMarket(db, defaultSlug);
}

/**
 * Makes the market the member's; the shared guest account stays as it is, so its choice lasts for
 * this session only. False when the market does not exist.
 */
export async function chooseMarket(
  db: Kysely<DB>,
  session: SessionUser,
  marketId: number,
): Promise<boolean> {
  if (!(await marketExists(db, marketId))) return false;
  if (isGuestEmail(session.email)) await setSessionMarket(db, session.sessionId, marketId);
  else await setUserMarket(db, session.userId, marketId);
  return true;
}
