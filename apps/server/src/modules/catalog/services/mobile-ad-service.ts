import type { MobileAd } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { assertMarketExists } from '../../market/index.ts';
import { firstAdImage, listMobileAds } from '../repositories/mobile-ad-repo.ts';

/** CATALOG-3 mobileAds/market: the ads of an existing market. */
export async function mobileAdsOfMarket(db: Kysely<DB>, marketId: number): Promise<MobileAd[]> {
  await assertMarketExists(db, marketId);
  return listMobileAds(db, marketId);
}

/** The image of the market's first ad, which the app shell preloads; null when it has none. */
export async function firstAdImageOfMarket(
  db: Kysely<DB>,
  marketId: number,
): Promise<string | null> {
  return firstAdImage(db, marketId);
}
