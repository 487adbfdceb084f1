import type { MobileAd } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

export async function listMobileAds(db: Kysely<DB>, marketId: number): Promise<MobileAd[]> {
  const rows = await db
    .selectFrom('mobile_ad')
    .leftJoin('merchant', 'merchant.id', 'mobile_ad.merchant_id')
    .select([
      'mobile_ad.id',
      'mobile_ad.market_id',
      'mobile_ad.title',
      'mobile_ad.image',
      'mobile_ad.merchant_id',
      'merchant.category_id',
    ])
    .where('mobile_ad.market_id', '=', marketId)
    .orderBy('mobile_ad.sort_order')
    .orderBy('mobile_ad.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    marketId: row.market_id,
    title: row.title,
    image: row.image,
    merchantId: row.merchant_id,
    categoryId: row.category_id,
  }));
}

/** The image of the market's first ad (the categories page's largest paint), if it has one. */
export async function firstAdImage(db: Kysely<DB>, marketId: number): Promise<string | null> {
  const [ad] = await listMobileAds(db, marketId);
  return ad?.image ?? null;
}
