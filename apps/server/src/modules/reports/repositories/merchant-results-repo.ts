import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { StoredSpan } from './report-repo.ts';

/*
 * MERCHANT-7: an organisation's results, read from its locations' redemption rows. Members are
 * counted, never selected (MERCHANT-3).
 */

/** Some locations and the span of their market's days. */
export interface LocationSpan {
  merchantIds: readonly number[];
  span: StoredSpan;
}

/** The locations, with their market's time zone. */
export async function locationsWithZones(db: Kysely<DB>, merchantIds: readonly number[]) {
  if (merchantIds.length === 0) return [];
  return db
    .selectFrom('merchant')
    .innerJoin('market', 'market.id', 'merchant.market_id')
    .select(['merchant.id', 'merchant.title', 'market.time_zone as timeZone'])
    .where('merchant.id', 'in', merchantIds)
    .orderBy('merchant.title')
    .orderBy('merchant.id')
    .execute();
}

function offersOf(db: Kysely<DB>, merchantIds: readonly number[]) {
  return db.selectFrom('offer').select('offer.id').where('offer.merchant_id', 'in', merchantIds);
}

/** The redemptions of the locations in the span (the span is of their market's days). */
function redemptionsIn(db: Kysely<DB>, { merchantIds, span }: LocationSpan) {
  return db
    .selectFrom('redemption')
    .where('redemption.created_at', '>=', span.start)
    .where('redemption.created_at', '<', span.end)
    .where('redemption.offer_id', 'in', offersOf(db, merchantIds));
}

const tallies = sql<number | string>`count(redemption.first_checked_at)`;

function asCounts(row: {
  redemptions: number | string;
  checked: number | string;
  savings: unknown;
}) {
  return {
    redemptions: Number(row.redemptions),
    checked: Number(row.checked),
    savingsCents: Number(row.savings ?? 0),
  };
}

/** Redemptions, checked ones and savings by offer, with the offer's location. */
export async function resultsByOffer(db: Kysely<DB>, locations: LocationSpan) {
  const perOffer = redemptionsIn(db, locations)
    .select((eb) => [
      'redemption.offer_id',
      eb.fn.countAll<number | string>().as('redemptions'),
      tallies.as('checked'),
      eb.fn.sum<number | string>('redemption.savings_cents').as('savings'),
    ])
    .groupBy('redemption.offer_id');
  const rows = await db
    .selectFrom(perOffer.as('per_offer'))
    .innerJoin('offer', 'offer.id', 'per_offer.offer_id')
    .innerJoin('merchant', 'merchant.id', 'offer.merchant_id')
    .select([
      'offer.id as offerId',
      'offer.title as offerTitle',
      'merchant.id as merchantId',
      'merchant.title as merchantTitle',
      'per_offer.redemptions',
      'per_offer.checked',
      'per_offer.savings',
    ])
    .execute();
  return rows.map(({ redemptions, checked, savings, ...names }) => ({
    ...names,
    ...asCounts({ redemptions, checked, savings }),
  }));
}

/**
 * The same by the quarter hour (UTC) they were made in, `YYYY-MM-DDTHH:q`: the service adds the
 * quarters up into the market's days, as the console's redemption report does (OPERATOR-23).
 */
export async function resultsByQuarterHour(db: Kysely<DB>, locations: LocationSpan) {
  const quarter = sql<string>`substr(redemption.created_at, 1, 14) || cast(cast(substr(redemption.created_at, 15, 2) as integer) / 15 as text)`;
  const rows = await redemptionsIn(db, locations)
    .select((eb) => [
      quarter.as('quarter'),
      eb.fn.countAll<number | string>().as('redemptions'),
      tallies.as('checked'),
      eb.fn.sum<number | string>('redemption.savings_cents').as('savings'),
    ])
    .groupBy(quarter)
    .execute();
  return rows.map(({ quarter: at, ...counts }) => ({ quarter: at, ...asCounts(counts) }));
}

/**
 * How many members redeemed more than once at these locations, each group of locations in its own
 * span (an organisation in several markets). Deleted accounts' redemptions have no member.
 */
export async function repeatMembers(
  db: Kysely<DB>,
  groups: readonly LocationSpan[],
): Promise<number> {
  if (groups.length === 0) return 0;
  const repeaters = db
    .selectFrom('redemption')
    .select('redemption.user_id')
    .where('redemption.user_id', 'is not', null)
    .where((eb) =>
      eb.or(
        groups.map(({ merchantIds, span }) =>
          eb.and([
            eb('redemption.created_at', '>=', span.start),
            eb('redemption.created_at', '<', span.end),
            eb('redemption.offer_id', 'in', offersOf(db, merchantIds)),
          ]),
        ),
      ),
    )
    .groupBy('redemption.user_id')
    .having((eb) => eb(eb.fn.countAll(), '>', 1));
  const row = await db
    .selectFrom(repeaters.as('repeater'))
    .select((eb) => eb.fn.countAll<number | string>().as('members'))
    .executeTakeFirstOrThrow();
  return Number(row.members);
}
