import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/** The market's ads in order, with the uploaded image's row when the ad has one (OPERATOR-12). */
export function listMobileAdRows(db: Kysely<DB>, marketId: number) {
  return db
    .selectFrom('mobile_ad')
    .leftJoin('merchant', 'merchant.id', 'mobile_ad.merchant_id')
    .leftJoin('media', 'media.id', 'mobile_ad.image_media_id')
    .select([
      'mobile_ad.id',
      'mobile_ad.market_id',
      'mobile_ad.title',
      'mobile_ad.image',
      'mobile_ad.merchant_id',
      'merchant.category_id',
      'media.use',
      'media.variants_json',
    ])
    .where('mobile_ad.market_id', '=', marketId)
    .orderBy('mobile_ad.sort_order')
    .orderBy('mobile_ad.id')
    .execute();
}
