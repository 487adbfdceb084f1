import type { MobileAd } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { assertMarketExists } from '../../market/services/market-service.ts';
import { listMobileAds } from '../repositories/mobile-ad-repo.ts';

/** Spec §7 mobileAds/market: the ads of an existing market. */
export async function mobileAdsOfMarket(db: Kysely<DB>, marketId: number): Promise<MobileAd[]> {
  await assertMarketExists(db, marketId);
  return listMobileAds(db, marketId);
}
