import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../../src/db/schema.ts';

/*
 * OPERATOR-26 (ADR 0048): the redemption summaries of migration 0043 checked against their
 * recomputation from the redemption rows of the given markets and offers.
 */

/**
 * A redemption row written at any moment, of a voucher of its own (as an offline one would be):
 * the voucher's code begins with T.
 */
export async function writeRedemption(
  db: Kysely<DB>,
  row: { userId: number | null; offerId: number; at: string; cents: number },
) {
  const { id: voucherId } = await db
    .insertInto('activation_voucher')
    .values({
      user_id: row.userId,
      kind: 'BOOK',
      code: `T${randomUUID().slice(0, 12)}`,
      offers_valid_to: '2032-01-01T00:00:00.000Z',
      created_at: row.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('redemption')
    .values({
      user_id: row.userId,
      activation_voucher_id: voucherId,
      offer_id: row.offerId,
      savings_cents: row.cents,
      created_at: row.at,
      verification_code: randomUUID().slice(0, 12),
    })
    .execute();
}

/** Each summary worked out again from the redemption rows, in the same shape as its table. */
async function recomputed(db: Kysely<DB>, markets: number[]) {
  const rows = await db
    .selectFrom('redemption')
    .innerJoin('offer', 'offer.id', 'redemption.offer_id')
    .innerJoin('merchant', 'merchant.id', 'offer.merchant_id')
    .select([
      'redemption.offer_id as offerId',
      'redemption.user_id as userId',
      'redemption.savings_cents as cents',
      'redemption.created_at as at',
      'merchant.market_id as marketId',
    ])
    .where('merchant.market_id', 'in', markets)
    .execute();
  const quarterOf = (at: string) =>
    `${at.slice(0, 14)}${String(Math.floor(Number(at.slice(14, 16)) / 15) * 15).padStart(2, '0')}`;
  const byMarketQuarter = new Map<string, [number, number]>();
  const members = new Map<string, bigint[]>();
  for (const row of rows) {
    const key = `${String(row.marketId)} ${quarterOf(row.at)}`;
    const tally = byMarketQuarter.get(key) ?? [0, 0];
    byMarketQuarter.set(key, [tally[0] + 1, tally[1] + row.cents]);
    if (row.userId === null) continue;
    const year = Number(row.at.slice(0, 4));
    const day = (Date.parse(row.at.slice(0, 10)) - Date.UTC(year, 0, 1)) / 86_400_000;
    const memberKey = `${String(row.marketId)} ${String(row.userId)} ${String(year)}`;
    const masks = members.get(memberKey) ?? [0n, 0n, 0n, 0n, 0n, 0n];
    masks[Math.floor(day / 62)]! |= 1n << BigInt(day % 62);
    members.set(memberKey, masks);
  }
  /** An offer's running totals at a quarter: its redemptions up to the quarter's end. */
  const upTo = (offerId: number, quarter: string) =>
    rows
      .filter((row) => row.offerId === offerId && quarterOf(row.at) <= quarter)
      .reduce<[number, number]>((sum, row) => [sum[0] + 1, sum[1] + row.cents], [0, 0]);
  return { rows, quarterOf, byMarketQuarter, members, upTo };
}

export async function expectExactSummaries(
  db: Kysely<DB>,
  scope: { markets: number[]; offers: number[] },
  label: string,
) {
  const { markets, offers } = scope;
  const expected = await recomputed(db, markets);

  const offerTally = await db
    .selectFrom('redemption_offer_tally')
    .selectAll()
    .where('offer_id', 'in', offers)
    .execute();
  for (const row of offerTally)
    expect(
      [Number(row.redemptions), Number(row.savings_cents)],
      `${label}: offer ${String(row.offer_id)} ${row.quarter}`,
    ).toEqual(expected.upTo(row.offer_id, row.quarter));
  const tallied = new Set(offerTally.map((row) => `${String(row.offer_id)} ${row.quarter}`));
  for (const row of expected.rows)
    expect(tallied, label).toContain(`${String(row.offerId)} ${expected.quarterOf(row.at)}`);

  const marketQuarters = await db
    .selectFrom('redemption_market_quarter')
    .selectAll()
    .where('market_id', 'in', markets)
    .execute();
  expect(
    new Map(
      marketQuarters
        .filter((row) => Number(row.redemptions) !== 0 || Number(row.savings_cents) !== 0)
        .map((row) => [
          `${String(row.market_id)} ${row.quarter}`,
          [Number(row.redemptions), Number(row.savings_cents)],
        ]),
    ),
    label,
  ).toEqual(expected.byMarketQuarter);

  // The masks as text: a 62-bit integer read as a JavaScript number would lose its low bits.
  const memberYears = await db
    .selectFrom('redemption_member_year')
    .select(['market_id', 'user_id', 'year'])
    .select(
      (['d0', 'd1', 'd2', 'd3', 'd4', 'd5'] as const).map((mask) =>
        sql<string>`cast(${sql.ref(mask)} as text)`.as(mask),
      ),
    )
    .where('market_id', 'in', markets)
    .execute();
  const masksOf = (row: (typeof memberYears)[number]) =>
    [row.d0, row.d1, row.d2, row.d3, row.d4, row.d5].map((mask) => BigInt(mask));
  expect(
    new Map(
      memberYears
        .filter((row) => masksOf(row).some((mask) => mask !== 0n))
        .map((row) => [
          `${String(row.market_id)} ${String(row.user_id)} ${String(row.year)}`,
          masksOf(row),
        ]),
    ),
    label,
  ).toEqual(expected.members);
  return expected;
}
