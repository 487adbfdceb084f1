import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../dialect.ts';

/*
 * OPERATOR-26 (ADR 0048): the redemption report's summaries, kept exact by triggers in the
 * transaction that writes, restores (deletes) or re-owns a redemption, whoever does it, and by
 * triggers on a merchant moved to another market or an offer moved to another merchant. Keys are
 * UTC quarter hours (`YYYY-MM-DDTHH:MM`, MM one of 00, 15, 30, 45: every market's day begins on
 * one) and UTC days, so no time zone is needed in either database; the report folds them into the
 * market's days.
 *
 * - `redemption_offer_tally`: per offer, for each quarter hour it was redeemed in, its
 *   redemptions and savings up to the end of that quarter (running totals). An offer's count in
 *   a range is the total before the range's end less the total before its start: two seeks per
 *   offer, whatever the range holds.
 * - `redemption_market_quarter`: per market and quarter hour, redemptions and savings (by day).
 * - `redemption_member_year`: per market, member and UTC year, the days the member redeemed on
 *   as six 62-bit masks (day of the year d: bit d % 62 of mask d / 62): members who redeemed in a
 *   range are counted from one row each, not from their redemptions.
 */

type Row = 'new' | 'old';

/** The UTC quarter hour a stored moment (`YYYY-MM-DDTHH:MM:SS.sssZ`) begins in. */
function quarterOf(moment: RawBuilder<unknown>): RawBuilder<string> {
  return sql<string>`(substr(${moment}, 1, 14) || substr('00153045', cast(substr(${moment}, 15, 2) as integer) / 15 * 2 + 1, 2))`;
}

const MASKS = [0, 1, 2, 3, 4, 5] as const;
const maskColumn = (mask: number) => sql.raw(`d${String(mask)}`);

/** The day of the UTC year of a stored moment (0 for 1 January). */
function dayOfYear(dialect: DialectName, moment: RawBuilder<unknown>): RawBuilder<number> {
  return dialect === 'postgres'
    ? sql<number>`(cast(substr(${moment}, 1, 10) as date) - cast(substr(${moment}, 1, 4) || '-01-01' as date))`
    : sql<number>`cast(julianday(substr(${moment}, 1, 10)) - julianday(substr(${moment}, 1, 4) || '-01-01') as integer)`;
}

/** Mask `mask`'s bit for the moment's day, or 0 when the day is in another mask. */
function dayBit(dialect: DialectName, moment: RawBuilder<unknown>, mask: number) {
  const day = dayOfYear(dialect, moment);
  const one = dialect === 'postgres' ? sql`cast(1 as bigint)` : sql`1`;
  return sql`(case when ${day} / 62 = ${sql.lit(mask)} then ${one} << (${day} % 62) else 0 end)`;
}

const yearOf = (moment: RawBuilder<unknown>) => sql`cast(substr(${moment}, 1, 4) as integer)`;

/** The market a row's offer is in now. */
const marketOf = (row: Row) =>
  sql`(select merchant.market_id from offer join merchant on merchant.id = offer.merchant_id where offer.id = ${sql.raw(row)}.offer_id)`;

/** Running totals: the quarter's row (made from the one before it when new), then it and later ones. */
function offerAdded(row: Row): RawBuilder<unknown>[] {
  const r = sql.raw(row);
  const quarter = quarterOf(sql`${r}.created_at`);
  const before = (column: string) =>
    sql`coalesce((select t.${sql.raw(column)} from redemption_offer_tally t where t.offer_id = ${r}.offer_id and t.quarter < ${quarter} order by t.quarter desc limit 1), 0)`;
  return [
    sql`insert into redemption_offer_tally (offer_id, quarter, redemptions, savings_cents)
      values (${r}.offer_id, ${quarter}, ${before('redemptions')}, ${before('savings_cents')})
      on conflict (offer_id, quarter) do nothing`,
    sql`update redemption_offer_tally set redemptions = redemptions + 1, savings_cents = savings_cents + ${r}.savings_cents
      where offer_id = ${r}.offer_id and quarter >= ${quarter}`,
  ];
}

function offerRemoved(row: Row): RawBuilder<unknown>[] {
  const r = sql.raw(row);
  return [
    sql`update redemption_offer_tally set redemptions = redemptions - 1, savings_cents = savings_cents - ${r}.savings_cents
      where offer_id = ${r}.offer_id and quarter >= ${quarterOf(sql`${r}.created_at`)}`,
  ];
}

const addToMarketQuarter = sql`on conflict (market_id, quarter) do update set
  redemptions = redemption_market_quarter.redemptions + excluded.redemptions,
  savings_cents = redemption_market_quarter.savings_cents + excluded.savings_cents`;

function marketChanged(row: Row, sign: 1 | -1): RawBuilder<unknown>[] {
  const r = sql.raw(row);
  return [
    sql`insert into redemption_market_quarter (market_id, quarter, redemptions, savings_cents)
      select merchant.market_id, ${quarterOf(sql`${r}.created_at`)}, ${sql.lit(sign)}, ${sql.lit(sign)} * ${r}.savings_cents
      from offer join merchant on merchant.id = offer.merchant_id where offer.id = ${r}.offer_id
      ${addToMarketQuarter}`,
  ];
}

function memberAdded(dialect: DialectName, row: Row): RawBuilder<unknown>[] {
  const r = sql.raw(row);
  const at = sql`${r}.created_at`;
  return [
    sql`insert into redemption_member_year (market_id, user_id, year, d0, d1, d2, d3, d4, d5)
      select merchant.market_id, ${r}.user_id, ${yearOf(at)}, ${sql.join(MASKS.map((mask) => dayBit(dialect, at, mask)))}
      from offer join merchant on merchant.id = offer.merchant_id
      where offer.id = ${r}.offer_id and ${r}.user_id is not null
      on conflict (market_id, year, user_id) do update set ${sql.join(
        MASKS.map(
          (mask) =>
            sql`${maskColumn(mask)} = redemption_member_year.${maskColumn(mask)} | excluded.${maskColumn(mask)}`,
        ),
      )}`,
  ];
}

/** The day's bit is cleared unless the member has another redemption of the market that day. */
function memberRemoved(dialect: DialectName, row: Row): RawBuilder<unknown>[] {
  const r = sql.raw(row);
  const at = sql`${r}.created_at`;
  return [
    sql`update redemption_member_year set ${sql.join(
      MASKS.map(
        (mask) => sql`${maskColumn(mask)} = ${maskColumn(mask)} & ~${dayBit(dialect, at, mask)}`,
      ),
    )}
      where market_id = ${marketOf(row)} and year = ${yearOf(at)} and user_id = ${r}.user_id
      and not exists (select 1 from redemption other
        join offer on offer.id = other.offer_id join merchant on merchant.id = offer.merchant_id
        where other.user_id = ${r}.user_id and substr(other.created_at, 1, 10) = substr(${at}, 1, 10)
        and other.id <> ${r}.id and merchant.market_id = redemption_member_year.market_id)`,
    // A member with no day left in the year is no row: an account deleted leaves no trace of its
    // id here (ACCOUNT-18's erasure; test/security/account-erasure.test.ts).
    sql`delete from redemption_member_year
      where market_id = ${marketOf(row)} and year = ${yearOf(at)} and user_id = ${r}.user_id
      and ${sql.join(
        MASKS.map((mask) => sql`${maskColumn(mask)} = 0`),
        sql` and `,
      )}`,
  ];
}

const added = (dialect: DialectName, row: Row) => [
  ...offerAdded(row),
  ...marketChanged(row, 1),
  ...memberAdded(dialect, row),
];
const removed = (dialect: DialectName, row: Row) => [
  ...offerRemoved(row),
  ...marketChanged(row, -1),
  ...memberRemoved(dialect, row),
];

/** Which redemptions a catalogue move concerns, as a condition on `r` and its offer `o`. */
type Scope = (r: RawBuilder<unknown>, o: RawBuilder<unknown>) => RawBuilder<unknown>;

/** The summaries by market, from the redemption rows in scope (all of them in the backfill). */
function marketQuarterRows(scope: Scope, market: RawBuilder<unknown>, sign: 1 | -1) {
  const quarter = quarterOf(sql`r.created_at`);
  return sql`select ${market}, ${quarter}, ${sql.lit(sign)} * count(*), ${sql.lit(sign)} * sum(r.savings_cents)
    from redemption r join offer o on o.id = r.offer_id join merchant m on m.id = o.merchant_id
    where ${scope(sql`r`, sql`o`)} group by m.market_id, ${quarter}`;
}

function memberYearRows(dialect: DialectName, where: RawBuilder<unknown>) {
  const at = sql`r.created_at`;
  const sum = (mask: number) =>
    dialect === 'postgres'
      ? sql`cast(sum(distinct ${dayBit(dialect, at, mask)}) as bigint)`
      : sql`sum(distinct ${dayBit(dialect, at, mask)})`;
  return sql`select m.market_id, r.user_id, ${yearOf(at)}, ${sql.join(MASKS.map(sum))}
    from redemption r join offer o on o.id = r.offer_id join merchant m on m.id = o.merchant_id
    where r.user_id is not null and ${where} group by m.market_id, r.user_id, ${yearOf(at)}`;
}

const MEMBER_COLUMNS = sql`redemption_member_year (market_id, user_id, year, d0, d1, d2, d3, d4, d5)`;

/** A move of redemptions from one market to another: their quarters and their members' days. */
function moved(
  dialect: DialectName,
  scope: Scope,
  from: RawBuilder<unknown>,
  to: RawBuilder<unknown>,
): RawBuilder<unknown>[] {
  const members = sql`(select r2.user_id from redemption r2 join offer o2 on o2.id = r2.offer_id where ${scope(sql`r2`, sql`o2`)})`;
  return [
    sql`insert into redemption_market_quarter (market_id, quarter, redemptions, savings_cents)
      ${marketQuarterRows(scope, to, 1)} ${addToMarketQuarter}`,
    sql`insert into redemption_market_quarter (market_id, quarter, redemptions, savings_cents)
      ${marketQuarterRows(scope, from, -1)} ${addToMarketQuarter}`,
    sql`delete from redemption_member_year where market_id in (${from}, ${to}) and user_id in ${members}`,
    sql`insert into ${MEMBER_COLUMNS} ${memberYearRows(
      dialect,
      sql`m.market_id in (${from}, ${to}) and r.user_id in ${members}`,
    )}`,
  ];
}

const merchantScope: Scope = (_r, o) => sql`${o}.merchant_id = new.id`;
const offerScope: Scope = (r) => sql`${r}.offer_id = new.id`;
const marketOfMerchant = (row: Row) =>
  sql`(select market_id from merchant where id = ${sql.raw(row)}.merchant_id)`;

const TRIGGERS = {
  sqlite: [
    'redemption_tally_inserted',
    'redemption_tally_deleted',
    'redemption_tally_changed',
    'redemption_tally_member',
    'merchant_tally_moved',
    'offer_tally_moved',
  ],
  postgres: [
    'redemption_tally on redemption',
    'merchant_tally_moved on merchant',
    'offer_tally_moved on offer',
  ],
} as const;

const statements = (list: RawBuilder<unknown>[]) =>
  sql.join(
    list.map((statement) => sql`${statement};`),
    sql`\n`,
  );

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const moment = sql`old.created_at is not new.created_at or old.offer_id is not new.offer_id
    or old.savings_cents is not new.savings_cents`;
  await sql`create trigger redemption_tally_inserted after insert on redemption begin
    ${statements(added('sqlite', 'new'))} end`.execute(db);
  await sql`create trigger redemption_tally_deleted after delete on redemption begin
    ${statements(removed('sqlite', 'old'))} end`.execute(db);
  await sql`create trigger redemption_tally_changed
    after update of user_id, offer_id, savings_cents, created_at on redemption when ${moment} begin
    ${statements([...removed('sqlite', 'old'), ...added('sqlite', 'new')])} end`.execute(db);
  // An account deleted: its redemptions stay, their member is no longer counted.
  await sql`create trigger redemption_tally_member
    after update of user_id on redemption when old.user_id is not new.user_id and not (${moment}) begin
    ${statements([...memberRemoved('sqlite', 'old'), ...memberAdded('sqlite', 'new')])} end`.execute(
    db,
  );
  await sql`create trigger merchant_tally_moved after update of market_id on merchant
    when old.market_id is not new.market_id begin
    ${statements(moved('sqlite', merchantScope, sql`old.market_id`, sql`new.market_id`))} end`.execute(
    db,
  );
  await sql`create trigger offer_tally_moved after update of merchant_id on offer
    when old.merchant_id is not new.merchant_id begin
    ${statements(moved('sqlite', offerScope, marketOfMerchant('old'), marketOfMerchant('new')))} end`.execute(
    db,
  );
}

/**
 * PostgreSQL runs writers side by side: a running total made from the row before it must not miss
 * a concurrent writer's addition, and a day's bit must not be cleared while another writer sets
 * it. So a writer first locks the offer and the member (FOR NO KEY UPDATE: other redemptions'
 * foreign-key checks go on) and shares the merchant (a move of it to another market waits).
 */
function postgresLocks(row: Row): RawBuilder<unknown>[] {
  const r = sql.raw(row);
  return [
    sql`perform 1 from offer where id = ${r}.offer_id for no key update`,
    sql`perform 1 from merchant where id = (select merchant_id from offer where id = ${r}.offer_id) for share`,
    sql`perform 1 from app_user where id = ${r}.user_id for no key update`,
  ];
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`create function redemption_tally() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old.created_at = new.created_at and old.offer_id = new.offer_id
        and old.savings_cents = new.savings_cents then
        if old.user_id is not distinct from new.user_id then
          return null;
        end if;
        ${statements([...postgresLocks('old'), ...postgresLocks('new')])}
        ${statements([...memberRemoved('postgres', 'old'), ...memberAdded('postgres', 'new')])}
        return null;
      end if;
      if tg_op <> 'INSERT' then
        ${statements([...postgresLocks('old'), ...removed('postgres', 'old')])}
      end if;
      if tg_op <> 'DELETE' then
        ${statements([...postgresLocks('new'), ...added('postgres', 'new')])}
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger redemption_tally
    after insert or delete or update of user_id, offer_id, savings_cents, created_at on redemption
    for each row execute function redemption_tally()`.execute(db);
  await sql`create function merchant_tally_moved() returns trigger language plpgsql as $$
    begin
      ${statements(moved('postgres', merchantScope, sql`old.market_id`, sql`new.market_id`))}
      return null;
    end $$`.execute(db);
  await sql`create trigger merchant_tally_moved after update of market_id on merchant
    for each row when (old.market_id is distinct from new.market_id)
    execute function merchant_tally_moved()`.execute(db);
  await sql`create function offer_tally_moved() returns trigger language plpgsql as $$
    begin
      ${statements(moved('postgres', offerScope, marketOfMerchant('old'), marketOfMerchant('new')))}
      return null;
    end $$`.execute(db);
  await sql`create trigger offer_tally_moved after update of merchant_id on offer
    for each row when (old.merchant_id is distinct from new.merchant_id)
    execute function offer_tally_moved()`.execute(db);
}

/** The summaries worked out from the redemption rows there are. */
async function backfill(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const quarter = quarterOf(sql`created_at`);
  await sql`insert into redemption_offer_tally (offer_id, quarter, redemptions, savings_cents)
    select offer_id, quarter,
      sum(redemptions) over (partition by offer_id order by quarter rows unbounded preceding),
      sum(savings_cents) over (partition by offer_id order by quarter rows unbounded preceding)
    from (select offer_id, ${quarter} as quarter, count(*) as redemptions, sum(savings_cents) as savings_cents
      from redemption group by offer_id, ${quarter}) as per_quarter`.execute(db);
  await sql`insert into redemption_market_quarter (market_id, quarter, redemptions, savings_cents)
    ${marketQuarterRows(() => sql`true`, sql`m.market_id`, 1)}`.execute(db);
  await sql`insert into ${MEMBER_COLUMNS} ${memberYearRows(dialect, sql`true`)}`.execute(db);
}

export function redemptionTallies(dialect: DialectName) {
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  // In SQLite a table kept in its key's order: a seek of the key finds the row itself.
  const keyed = dialect === 'sqlite' ? sql`without rowid` : sql``;
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('redemption_offer_tally')
        .addColumn('offer_id', 'integer', (c) => c.notNull())
        .addColumn('quarter', 'text', (c) => c.notNull())
        .addColumn('redemptions', big, (c) => c.notNull())
        .addColumn('savings_cents', big, (c) => c.notNull())
        .addPrimaryKeyConstraint('redemption_offer_tally_pk', ['offer_id', 'quarter'])
        .modifyEnd(keyed)
        .execute();
      await db.schema
        .createTable('redemption_market_quarter')
        .addColumn('market_id', 'integer', (c) => c.notNull())
        .addColumn('quarter', 'text', (c) => c.notNull())
        .addColumn('redemptions', big, (c) => c.notNull())
        .addColumn('savings_cents', big, (c) => c.notNull())
        .addPrimaryKeyConstraint('redemption_market_quarter_pk', ['market_id', 'quarter'])
        .modifyEnd(keyed)
        .execute();
      let table = db.schema
        .createTable('redemption_member_year')
        .addColumn('market_id', 'integer', (c) => c.notNull())
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull());
      for (const mask of MASKS)
        table = table.addColumn(`d${String(mask)}`, big, (c) => c.notNull().defaultTo(0));
      await table
        .addPrimaryKeyConstraint('redemption_member_year_pk', ['market_id', 'year', 'user_id'])
        .modifyEnd(keyed)
        .execute();
      await backfill(db, dialect);
      if (dialect === 'postgres') await postgresTriggers(db);
      else await sqliteTriggers(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const trigger of TRIGGERS[dialect])
        await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
      if (dialect === 'postgres')
        for (const fn of ['redemption_tally', 'merchant_tally_moved', 'offer_tally_moved'])
          await sql`drop function if exists ${sql.raw(fn)}()`.execute(db);
      for (const table of [
        'redemption_member_year',
        'redemption_market_quarter',
        'redemption_offer_tally',
      ])
        await db.schema.dropTable(table).execute();
    },
  };
}
