import {
  adScheduleOn,
  dayIn,
  type MobileAdEditor,
  type MobileAdGridQuery,
  type MobileAdGridRow,
} from '@citybook/contract';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../../../db/schema.ts';
import { countAndPage, inGridOrder, textMatch, whereRetired } from '../../../../db/grid-query.ts';

/** The mobile ads the console edits (OPERATOR-9, OPERATOR-10): its grid and its rows. */

export async function readMobileAdEditor(
  db: Kysely<DB>,
  id: number,
  now: Date,
): Promise<MobileAdEditor | undefined> {
  const row = await db
    .selectFrom('mobile_ad')
    .innerJoin('market', 'market.id', 'mobile_ad.market_id')
    .selectAll('mobile_ad')
    .select('market.time_zone')
    .where('mobile_ad.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const run = { startsOn: row.starts_on, endsOn: row.ends_on };
  return {
    id: row.id,
    revision: row.revision,
    retiredAt: row.retired_at,
    slug: row.slug,
    title: row.title,
    marketId: row.market_id,
    image: row.image,
    merchantId: row.merchant_id,
    sortOrder: row.sort_order,
    ...run,
    schedule: adScheduleOn(run, dayIn(row.time_zone, now)),
  };
}

/** The market of a live merchant, if the merchant is one. */
export async function marketOfLiveMerchant(
  db: Kysely<DB>,
  merchantId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('merchant')
    .select('market_id')
    .where('id', '=', merchantId)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  return row?.market_id;
}

/**
 * Today in each market's time zone, as SQL: the markets' zones are few (tens), so the day of
 * each is worked out here and the query picks its market's.
 */
async function todayOfMarket(db: Kysely<DB>, now: Date): Promise<RawBuilder<string>> {
  const zones = await db.selectFrom('market').select('time_zone').distinct().execute();
  if (zones.length === 0) return sql<string>`${dayIn('UTC', now)}`;
  const branches = zones.map(
    ({ time_zone }) => sql`when ${time_zone} then ${dayIn(time_zone, now)}`,
  );
  return sql<string>`(case market.time_zone ${sql.join(branches, sql` `)} end)`;
}

const SORT_COLUMNS = {
  sortOrder: sql`mobile_ad.sort_order`,
  title: sql`lower(mobile_ad.title)`,
  startsOn: sql`mobile_ad.starts_on`,
  endsOn: sql`mobile_ad.ends_on`,
  id: sql`mobile_ad.id`,
};

/** A page of the ad grid: tens of ads per market, so one query joined to their market. */
export async function mobileAdGridPage(
  db: Kysely<DB>,
  query: MobileAdGridQuery,
  now: Date,
): Promise<{ rows: MobileAdGridRow[]; total: number }> {
  let base = db.selectFrom('mobile_ad').innerJoin('market', 'market.id', 'mobile_ad.market_id');
  if (query.filter)
    base = base.where(textMatch(['mobile_ad.title', 'mobile_ad.slug'], query.filter));
  if (query.marketId !== undefined) base = base.where('mobile_ad.market_id', '=', query.marketId);
  base = whereRetired(base, 'mobile_ad.retired_at', query.retired);
  if (query.schedule !== 'all') {
    const today = await todayOfMarket(db, now);
    if (query.schedule === 'scheduled') base = base.where('mobile_ad.starts_on', '>', today);
    if (query.schedule === 'ended') base = base.where('mobile_ad.ends_on', '<', today);
    if (query.schedule === 'running')
      base = base
        .where((eb) =>
          eb.or([eb('mobile_ad.starts_on', 'is', null), eb('mobile_ad.starts_on', '<=', today)]),
        )
        .where((eb) =>
          eb.or([eb('mobile_ad.ends_on', 'is', null), eb('mobile_ad.ends_on', '>=', today)]),
        );
  }
  const { total, rows } = await countAndPage(base, (filtered) =>
    inGridOrder(
      filtered.select([
        'mobile_ad.id',
        'mobile_ad.slug',
        'mobile_ad.title',
        'mobile_ad.market_id',
        'market.title as market_title',
        'market.time_zone',
        'mobile_ad.image',
        'mobile_ad.merchant_id',
        'mobile_ad.sort_order',
        'mobile_ad.starts_on',
        'mobile_ad.ends_on',
        'mobile_ad.retired_at',
      ]),
      SORT_COLUMNS[query.sort],
      'mobile_ad.id',
      query,
    ).execute(),
  );
  return {
    total,
    rows: rows.map((row) => {
      const run = { startsOn: row.starts_on, endsOn: row.ends_on };
      return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        marketId: row.market_id,
        marketTitle: row.market_title,
        image: row.image,
        merchantId: row.merchant_id,
        sortOrder: row.sort_order,
        ...run,
        schedule: adScheduleOn(run, dayIn(row.time_zone, now)),
        retired: row.retired_at !== null,
      };
    }),
  };
}
