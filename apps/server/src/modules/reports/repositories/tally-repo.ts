import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { redemptionsIn, type StoredSpan } from './report-repo.ts';

/*
 * OPERATOR-26 (ADR 0048): the redemption report read from the summaries of migration 0043, which
 * its triggers keep exact. Keys are UTC quarter hours (`YYYY-MM-DDTHH:MM`) and UTC days; a report's
 * span begins and ends on a quarter hour (the market's midnights).
 */

const QUARTER = /^\d{4}-\d{2}-\d{2}T\d{2}:(00|15|30|45):00\.000Z$/;

/** The quarter-hour key of a stored moment that begins a quarter hour. */
export function quarterKey(moment: string): string {
  if (!QUARTER.test(moment)) throw new Error(`${moment} does not begin a quarter hour`);
  return moment.slice(0, 16);
}

/** An offer's running totals as `redemptions savings` text, or null before its first quarter. */
function totals(text: string | null): [number, number] {
  if (text === null) return [0, 0];
  const [redemptions, savings] = text.split(' ').map(Number);
  return [redemptions!, savings!];
}

/**
 * Redemptions and savings by offer of the market: each offer's running totals before the span's
 * end less those before its start, with the offer's merchant and category as they are now. One
 * backward seek of the tally's key per offer and end of the span gives both totals, as text (a
 * scalar subquery has one column; a join back to the row would be a second seek).
 */
export async function redemptionsByOffer(db: Kysely<DB>, marketId: number, span: StoredSpan) {
  const before = (key: string) =>
    sql<string | null>`(select cast(t.redemptions as text) || ' ' || cast(t.savings_cents as text)
      from redemption_offer_tally t where t.offer_id = offer.id and t.quarter < ${key}
      order by t.quarter desc limit 1)`;
  const rows = await db
    .selectFrom('offer')
    .innerJoin('merchant', 'merchant.id', 'offer.merchant_id')
    .innerJoin('category', 'category.id', 'offer.category_id')
    .select([
      'offer.id as offerId',
      'offer.title as offerTitle',
      'merchant.id as merchantId',
      'merchant.title as merchantTitle',
      'category.id as categoryId',
      'category.title as categoryTitle',
      before(quarterKey(span.end)).as('uptoEnd'),
      before(quarterKey(span.start)).as('uptoStart'),
    ])
    .where('merchant.market_id', '=', marketId)
    .execute();
  return rows.flatMap(({ uptoEnd, uptoStart, ...names }) => {
    const [endRedemptions, endSavings] = totals(uptoEnd);
    const [startRedemptions, startSavings] = totals(uptoStart);
    const redemptions = endRedemptions - startRedemptions;
    return redemptions > 0
      ? [{ ...names, redemptions, savingsCents: endSavings - startSavings }]
      : [];
  });
}

/**
 * The market's redemptions and savings by UTC quarter hour of the span (the service makes days),
 * or by whole hour (`YYYY-MM-DDTHH:00`, a quarter of the rows) when every day of the span begins
 * on a whole hour, as in most zones.
 */
export async function redemptionsByQuarterHour(
  db: Kysely<DB>,
  marketId: number,
  span: StoredSpan,
  wholeHours: boolean,
) {
  const key = wholeHours ? sql<string>`substr(quarter, 1, 14) || '00'` : sql<string>`quarter`;
  const rows = await db
    .selectFrom('redemption_market_quarter')
    .select((eb) => [
      key.as('quarter'),
      eb.fn.sum<number | string>('redemptions').as('redemptions'),
      eb.fn.sum<number | string>('savings_cents').as('savings'),
    ])
    .where('market_id', '=', marketId)
    .where('quarter', '>=', quarterKey(span.start))
    .where('quarter', '<', quarterKey(span.end))
    .groupBy(key)
    .execute();
  return rows.map((row) => ({
    quarter: row.quarter,
    redemptions: Number(row.redemptions),
    savingsCents: Number(row.savings),
  }));
}

const DAY_MS = 86_400_000;
const MASK_DAYS = 62;

/** The days of a UTC year from `first` to `last` (indexes, both included) as the six masks. */
export function dayMasks(first: number, last: number): bigint[] {
  return [0, 1, 2, 3, 4, 5].map((mask) => {
    const low = Math.max(first, mask * MASK_DAYS);
    const high = Math.min(last, mask * MASK_DAYS + MASK_DAYS - 1);
    if (low > high) return 0n;
    return ((1n << BigInt(high - low + 1)) - 1n) << BigInt(low - mask * MASK_DAYS);
  });
}

/** The span's whole UTC days by year, and the parts of days at its ends. */
export function splitSpan(span: StoredSpan) {
  const start = Date.parse(span.start);
  const end = Date.parse(span.end);
  const firstDay = Math.ceil(start / DAY_MS) * DAY_MS;
  const lastDayEnd = Math.floor(end / DAY_MS) * DAY_MS;
  if (firstDay >= lastDayEnd) return { years: [], edges: [span] };
  const years: { year: number; masks: bigint[] }[] = [];
  for (let from = firstDay; from < lastDayEnd;) {
    const year = new Date(from).getUTCFullYear();
    const yearStart = Date.UTC(year, 0, 1);
    const to = Math.min(lastDayEnd, Date.UTC(year + 1, 0, 1));
    years.push({
      year,
      masks: dayMasks((from - yearStart) / DAY_MS, (to - yearStart) / DAY_MS - 1),
    });
    from = to;
  }
  const edges = [
    { start: span.start, end: new Date(firstDay).toISOString() },
    { start: new Date(lastDayEnd).toISOString(), end: span.end },
  ].filter((edge) => edge.start < edge.end);
  return { years, edges };
}

/**
 * How many members redeemed in the span (deleted accounts' redemptions count, their members do
 * not): those with a day of the span's whole UTC days in their masks, and those with a
 * redemption in the parts of days at its ends, each once.
 */
export async function redeemingMembers(
  db: Kysely<DB>,
  marketId: number,
  span: StoredSpan,
): Promise<number> {
  const { years, edges } = splitSpan(span);
  const branches = [
    ...years.map(({ year, masks }) =>
      db
        .selectFrom('redemption_member_year')
        .select('user_id')
        .where('market_id', '=', marketId)
        .where('year', '=', year)
        .where((eb) =>
          eb.or(
            masks.flatMap((mask, index): Expression<SqlBool>[] =>
              mask === 0n
                ? []
                : [
                    sql<SqlBool>`(${sql.ref(`d${String(index)}`)} & ${sql.raw(mask.toString())}) <> 0`,
                  ],
            ),
          ),
        ),
    ),
    ...edges.map((edge) =>
      redemptionsIn(db, marketId, edge)
        .select(sql<number>`+redemption.user_id`.as('user_id'))
        .where('redemption.user_id', 'is not', null),
    ),
  ];
  const [first, ...rest] = branches;
  if (!first) return 0;
  const members = rest.reduce((union, branch) => union.union(branch), first);
  const row = await db
    .selectFrom(members.as('members'))
    .select((eb) => eb.fn.countAll<number | string>().as('members'))
    .executeTakeFirstOrThrow();
  return Number(row.members);
}
