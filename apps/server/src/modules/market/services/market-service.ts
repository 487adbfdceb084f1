import type { Geolocation, Market } from '@citybook/contract';
import { isGuestEmail, MarketErrors } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { distanceMiles, type Point } from '@citybook/contract';
import { HttpError } from '../../../lib/http-error.ts';
import type { SessionUser } from '../../../plugins/auth.ts';
import { setSessionMarket } from '../../account/repositories/session-repo.ts';
import { setUserMarket } from '../../account/repositories/user-repo.ts';
import { defaultMarket, findMarket, listMarkets, marketExists } from '../repositories/market-repo.ts';

const marketNotFound = () =>
  new HttpError(MarketErrors.unknownMarket, 'This market does not exist.');

/** The market, or the 404 that it does not exist. */
export async function requireMarket(db: Kysely<DB>, marketId: number): Promise<Market> {
  const market = await findMarket(db, marketId);
  if (!market) throw marketNotFound();
  return market;
}

/** Refuses a market that does not exist with the 404. */
export async function assertMarketExists(db: Kysely<DB>, marketId: number): Promise<void> {
  if (!(await marketExists(db, marketId))) throw marketNotFound();
}

/** The nearest market whose area contains the point; undefined when none does. */
function marketContaining(markets: Market[], point: Point): Market | undefined {
  let best: { market: Market; miles: number } | undefined;
  for (const market of markets) {
    const miles = distanceMiles(point, market);
    if (miles <= market.radiusMiles && (!best || miles < best.miles)) best = { market, miles };
  }
  return best?.market;
}

/**
 * The market around a position; zero coordinates mean the device could not tell (spec §4). A
 * position outside every market gets the default market.
 */
export async function marketAt(
  db: Kysely<DB>,
  { latitude, longitude }: Geolocation,
  defaultSlug: string,
): Promise<Market> {
  const located =
    latitude === 0 && longitude === 0
      ? undefined
      : marketContaining(await listMarkets(db), { latitude, longitude });
  const market = located ?? (await defaultMarket(db, defaultSlug));
  if (!market) throw marketNotFound();
  return market;
}

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
