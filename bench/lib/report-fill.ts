import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../apps/server/src/db/schema.ts';

/*
 * OPERATOR-26's data: one market (America/Chicago) with 2,000 merchants of 3 offers each, and for
 * `size` redemptions: size/10 members, each with a book activated from one of 10 batches and half
 * of them with a subscription in some state, and size/5 ledger rows, all spread over 2026. Made by
 * the database itself (a series of numbers), so a million rows take seconds, not minutes.
 */

export const FILL_YEAR = { from: '2026-01-01', to: '2026-12-31' } as const;
const YEAR_START = 1_767_225_600; // 2026-01-01T00:00:00Z
const YEAR_SECONDS = 31_536_000;
const MERCHANTS = 2_000;
const OFFERS_PER_MERCHANT = 3;
const BATCHES = 10;
/** Rows a statement adds (a series this long stays cheap in SQLite's recursive query). */
const CHUNK = 100_000;

export interface FilledMarket {
  marketId: number;
  members: number;
  ledger: number;
}

type Dialect = 'sqlite' | 'postgres';

/** Numbers `from`…`to - 1` as a table `n(i)`. */
function series(dialect: Dialect, from: number, to: number): RawBuilder<unknown> {
  return dialect === 'postgres'
    ? sql`(select i from generate_series(${sql.lit(from)}::bigint, ${sql.lit(to - 1)}::bigint) as g(i)) as n`
    : sql`(with recursive s(i) as (select ${sql.lit(from)} union all select i + 1 from s where i < ${sql.lit(to - 1)}) select i from s) as n`;
}

/** The ISO-8601 UTC text of `seconds` after the year's start (an SQL expression of `n.i`). */
function moment(dialect: Dialect, seconds: RawBuilder<unknown>): RawBuilder<string> {
  return dialect === 'postgres'
    ? sql<string>`to_char(to_timestamp(${sql.lit(YEAR_START)} + (${seconds})) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', ${sql.lit(YEAR_START)} + (${seconds}), 'unixepoch')`;
}

async function inChunks(
  total: number,
  insert: (from: number, to: number) => Promise<unknown>,
): Promise<void> {
  for (let from = 0; from < total; from += CHUNK) await insert(from, Math.min(total, from + CHUNK));
}

async function firstId(db: Kysely<DB>, table: string, column: string, prefix: string) {
  const row = await sql<{ first: number | string; last: number | string; rows: number | string }>`
    select min(id) as first, max(id) as last, count(*) as rows from ${sql.table(table)}
    where ${sql.ref(column)} like ${prefix + '%'}`.execute(db);
  const found = row.rows[0]!;
  if (Number(found.last) - Number(found.first) + 1 !== Number(found.rows))
    throw new Error(`${table} ids of ${prefix} are not contiguous`);
  return Number(found.first);
}

export async function fillReportMarket(
  db: Kysely<DB>,
  dialect: Dialect,
  size: number,
): Promise<FilledMarket> {
  const members = Math.max(1, Math.round(size / 10));
  const ledger = Math.round(size / 5);
  const now = new Date().toISOString();
  const { id: marketId } = await db
    .insertInto('market')
    .values({
      slug: 'bench-reports',
      title: 'Bench Reports',
      latitude: 41.88,
      longitude: -87.63,
      radius_miles: 30,
      time_zone: 'America/Chicago',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const categories = (await db.selectFrom('category').select('id').orderBy('id').execute()).map(
    (row) => row.id,
  );
  const { id: editionId } = await db
    .insertInto('edition')
    .values({
      slug: 'bench-reports-2026',
      market_id: marketId,
      year: 2026,
      name: 'Bench Reports 2026',
      on_sale_at: '2025-12-01T00:00:00.000Z',
      valid_until: '2027-01-31T00:00:00.000Z',
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const n = sql.ref('n.i');
  const category = sql`(case ${sql.join(
    categories.map(
      (id, index) =>
        sql`when ${n} % ${sql.lit(categories.length)} = ${sql.lit(index)} then ${sql.lit(id)}`,
    ),
    sql` `,
  )} end)`;
  const market = sql.lit(marketId);

  await sql`insert into merchant (slug, market_id, category_id, title, latitude, longitude, address1, city, state, zip, updated_at)
    select 'bench-m-' || ${n}, ${market}, ${category}, 'Bench merchant ' || ${n}, 41.88, -87.63, '1 Bench St', 'Chicago', 'IL', '60601', ${now}
    from ${series(dialect, 0, MERCHANTS)}`.execute(db);
  const firstMerchant = await firstId(db, 'merchant', 'slug', 'bench-m-');
  const merchantOf = sql`${sql.lit(firstMerchant)} + ${n} / ${sql.lit(OFFERS_PER_MERCHANT)}`;
  await sql`insert into offer (slug, merchant_id, category_id, title, exclusion, redemption_data_type_code, redemption_data, savings_cents, edition_id, sort_order, updated_at)
    select 'bench-o-' || ${n}, ${merchantOf}, ${category}, 'Bench offer ' || ${n}, 'One per visit.', 1, 'CODE', 100 + (${n} % 50) * 25, ${sql.lit(editionId)}, ${n} % ${sql.lit(OFFERS_PER_MERCHANT)}, ${now}
    from ${series(dialect, 0, MERCHANTS * OFFERS_PER_MERCHANT)}`.execute(db);
  const firstOffer = await firstId(db, 'offer', 'slug', 'bench-o-');
  const offers = MERCHANTS * OFFERS_PER_MERCHANT;

  await inChunks(members, (from, to) =>
    sql`insert into app_user (email, market_id, created_at, updated_at)
      select 'bench-' || ${n} || '@example.com', ${market}, ${now}, ${now} from ${series(dialect, from, to)}`.execute(
      db,
    ),
  );
  const firstUser = await firstId(db, 'app_user', 'email', 'bench-');
  await inChunks(members, (from, to) =>
    sql`insert into activation_code (code, batch, market_id, expires_at, offers_valid_to, created_at, edition_id)
      select 'BENCHCODE' || ${n}, 'bench-batch-' || (${n} % ${sql.lit(BATCHES)}), ${market}, '2027-01-31T00:00:00.000Z', '2027-01-31T00:00:00.000Z', ${now}, ${sql.lit(editionId)}
      from ${series(dialect, from, to)}`.execute(db),
  );
  const firstCode = await firstId(db, 'activation_code', 'code', 'BENCHCODE');
  // Each member's book, activated at a moment of the year.
  await inChunks(members, (from, to) =>
    sql`insert into activation_voucher (user_id, kind, activation_code_id, code, offers_valid_to, created_at)
      select ${sql.lit(firstUser)} + ${n}, 'BOOK', ${sql.lit(firstCode)} + ${n}, 'BV' || ${n}, '2027-01-31T00:00:00.000Z',
        ${moment(dialect, sql`(${n} * 7919) % ${sql.lit(YEAR_SECONDS)}`)}
      from ${series(dialect, from, to)}`.execute(db),
  );
  const firstVoucher = await firstId(db, 'activation_voucher', 'code', 'BV');

  // Redemption i: member i % members, the j-th (j = i / members) of their redemptions, at an
  // offer that differs for each j (one redemption per voucher and offer). Written in the order of
  // their moments, as the app writes them: each one passes through migration 0043's triggers.
  const member = sql`(${n} % ${sql.lit(members)})`;
  const nth = sql`(${n} / ${sql.lit(members)})`;
  const offer = sql`(${sql.lit(firstOffer)} + (${member} * 37 + ${nth} * 101) % ${sql.lit(offers)})`;
  await inChunks(size, (from, to) =>
    sql`insert into redemption (user_id, activation_voucher_id, offer_id, savings_cents, created_at, verification_code)
      select ${sql.lit(firstUser)} + ${member}, ${sql.lit(firstVoucher)} + ${member}, ${offer}, 100 + (${n} % 40) * 25,
        ${moment(dialect, sql`${n} * ${sql.lit(YEAR_SECONDS)} / ${sql.lit(size)}`)}, 'BR' || ${n}
      from ${series(dialect, from, to)}`.execute(db),
  );

  // Half the members subscribe: the triggers of migration 0038 write their events.
  const state = sql`(case ${n} % 4 when 0 then 'active' when 1 then 'cancelled' when 2 then 'pastDue' else 'ended' end)`;
  const started = moment(dialect, sql`(${n} * 15485863) % ${sql.lit(YEAR_SECONDS - 86_400 * 40)}`);
  const later = moment(
    dialect,
    sql`(${n} * 15485863) % ${sql.lit(YEAR_SECONDS - 86_400 * 40)} + 86400 * 30`,
  );
  await inChunks(Math.floor(members / 2), (from, to) =>
    sql`insert into activation_voucher (user_id, kind, code, offers_valid_to, subscription_type_code, subscription_status, subscription_source, created_at, deactivated_at, renewal_failed_at)
      select ${sql.lit(firstUser)} + ${n}, 'SUB', 'BS' || ${n}, ${later}, 1 + ${n} % 2, ${state}, 'card', ${started},
        case when ${n} % 4 = 3 then ${later} end, case when ${n} % 4 = 2 then ${later} end
      from ${series(dialect, from, to)}`.execute(db),
  );

  // The ledger: purchases and renewals, one in twenty refunded, one in twenty declined.
  const status = sql`(case when ${n} % 20 = 0 then 'refunded' when ${n} % 20 = 1 then 'failed' else 'succeeded' end)`;
  const charged = sql`(${n} * 7907) % ${sql.lit(YEAR_SECONDS - 86_400 * 10)}`;
  await inChunks(ledger, (from, to) =>
    sql`insert into payment (user_id, voucher_id, purpose, source, subscription_type_code, amount_cents, currency, period_key, attempt, idempotency_key, status, created_at, updated_at)
      select ${sql.lit(firstUser)} + ${n} % ${sql.lit(members)}, null, case when ${n} % 3 = 0 then 'purchase' else 'renewal' end, 'card',
        1 + ${n} % 2, case when ${n} % 2 = 0 then 499 else 3999 end, 'USD', 'bench-' || ${n}, 0, 'bench-pay-' || ${n}, ${status},
        ${moment(dialect, charged)}, ${moment(dialect, sql`${charged} + case when ${n} % 20 = 0 then 86400 * 7 else 0 end`)}
      from ${series(dialect, from, to)}`.execute(db),
  );
  return { marketId, members, ledger };
}
