import { MediaSizes, type MobileAd } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { assertMarketExists } from '../../market/index.ts';
import { listMobileAdRows } from '../repositories/mobile-ad-repo.ts';
import { imageSizesOf } from './media/image-sizes.ts';

async function listMobileAds(db: Kysely<DB>, marketId: number): Promise<MobileAd[]> {
  const rows = await listMobileAdRows(db, marketId);
  return rows.map((row) => ({
    id: row.id,
    marketId: row.market_id,
    title: row.title,
    image: row.image,
    ...(row.use !== null && row.variants_json !== null
      ? { imageSizes: imageSizesOf({ use: row.use, variants_json: row.variants_json }) }
      : {}),
    merchantId: row.merchant_id,
    categoryId: row.category_id,
  }));
}

/** CATALOG-3 mobileAds/market: the ads of an existing market. */
export async function mobileAdsOfMarket(db: Kysely<DB>, marketId: number): Promise<MobileAd[]> {
  await assertMarketExists(db, marketId);
  return listMobileAds(db, marketId);
}

/** What the page names of the first ad's image: the address, or the variants the img picks from. */
export interface AdImagePreload {
  href: string;
  srcset?: string;
  sizes?: string;
}

/**
 * The image of the market's first ad, which the app shell preloads; null when it has none. An
 * uploaded one is named by its variants and the carousel's sizes (OPERATOR-12), so the browser
 * preloads the very variant the `<img>` then picks.
 */
export async function firstAdImageOfMarket(
  db: Kysely<DB>,
  marketId: number,
): Promise<AdImagePreload | null> {
  const [ad] = await listMobileAds(db, marketId);
  if (!ad) return null;
  if (!ad.imageSizes) return { href: ad.image };
  return { href: ad.imageSizes.src, srcset: ad.imageSizes.srcset, sizes: MediaSizes.ad };
}
