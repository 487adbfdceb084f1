import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/**
 * The ads members of the market see on `today` (YYYY-MM-DD in the market's time zone): live, of no
 * retired merchant, and with a run that includes the day (OPERATOR-10), with the uploaded image's
 * row when the ad has one (OPERATOR-12). Read at every answer, so an ad appears and leaves at its
 * market's midnight without a catalogue change.
 */
export function listMobileAdRows(db: Kysely<DB>, marketId: number, today: string) {
  return (
    db
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
      .where('mobile_ad.retired_at', 'is', null)
      .where((eb) =>
        eb.or([eb('mobile_ad.starts_on', 'is', null), eb('mobile_ad.starts_on', '<=', today)]),
      )
      .where((eb) =>
        eb.or([eb('mobile_ad.ends_on', 'is', null), eb('mobile_ad.ends_on', '>=', today)]),
      )
      // An ad of a retired merchant would lead to a page members cannot open.
      .where('merchant.retired_at', 'is', null)
      .orderBy('mobile_ad.sort_order')
      .orderBy('mobile_ad.id')
      .execute()
  );
}
