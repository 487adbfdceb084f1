import { dayIn, MediaSizes, type MobileAd } from '@citybook/contract';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { requireMarket } from '../../market/index.ts';
import { listMobileAdRows } from '../repositories/mobile-ad-repo.ts';
import { imageSizesOf } from './media/image-sizes.ts';

/** The ads members of the market see on `today` (in the market's time zone). */
async function listMobileAds(db: Kysely<DB>, marketId: number, today: string): Promise<MobileAd[]> {
  const rows = await listMobileAdRows(db, marketId, today);
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

/**
 * CATALOG-3 mobileAds/market: the ads of an existing market that members see now, the days of
 * their run read in the market's time zone (OPERATOR-10).
 */
export async function mobileAdsOfMarket(
  db: Kysely<DB>,
  marketId: number,
  now: Date = new Date(),
): Promise<MobileAd[]> {
  const market = await requireMarket(db, marketId);
  return listMobileAds(db, marketId, dayIn(market.timeZone, now));
}

/**
 * The ETag of an ads answer: a digest of the answer itself. What is shown changes when an editor
 * saves and also when a run starts or ends, at a midnight that moves no catalogue version, so the
 * tag is of the rows, not of the version: a copy from before a run's edge is never current after
 * it. Weak, because compression gives the same answer other bytes.
 */
export function mobileAdsTag(ads: MobileAd[]): string {
  const digest = createHash('sha256').update(JSON.stringify(ads)).digest('base64url').slice(0, 22);
  return `W/"ads-${digest}"`;
}

/** What the page names of the first ad's image: the address, or the variants the img picks from. */
export interface AdImagePreload {
  href: string;
  srcset?: string;
  sizes?: string;
}

/**
 * The image of the market's first ad shown now, which the app shell preloads; null when it has
 * none. An uploaded one is named by its variants and the carousel's sizes (OPERATOR-12), so the
 * browser preloads the very variant the `<img>` then picks.
 */
export async function firstAdImageOfMarket(
  db: Kysely<DB>,
  marketId: number,
): Promise<AdImagePreload | null> {
  // An unknown market (a stale session's) preloads nothing.
  const market = await requireMarket(db, marketId).catch((error: unknown) => {
    if (error instanceof HttpError) return null;
    throw error;
  });
  if (market === null) return null;
  const [ad] = await listMobileAds(db, marketId, dayIn(market.timeZone, new Date()));
  if (!ad) return null;
  if (!ad.imageSizes) return { href: ad.image };
  return { href: ad.imageSizes.src, srcset: ad.imageSizes.srcset, sizes: MediaSizes.ad };
}
