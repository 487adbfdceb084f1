import type { Geolocation, Market } from '@citybook/contract';
import { MarketErrors } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { distanceMiles, type Point } from '@citybook/contract';
import { HttpError } from '../../../lib/http-error.ts';
import {
  defaultMarket,
  findMarket,
  listMarkets,
  marketExists,
} from '../repositories/market-repo.ts';

const marketNotFound = () =>
  new HttpError(MarketErrors.unknownMarket, 'This market does not exist.');

/** The market, or the 404 that it does not exist. */
export async function requireMarket(db: Kysely<DB>, marketId: number): Promise<Market> {
  const market = await findMarket(db, marketId);
  if (!market) throw marketNotFound();
  return market;
}

/** Whether the market exists. */
export async function isKnownMarket(db: Kysely<DB>, marketId: number): Promise<boolean> {
  return marketExists(db, marketId);
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
 * The market around a position; zero coordinates mean the device could not tell (MARKET-5). A
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
