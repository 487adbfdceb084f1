import {
  NOT_HONOURED_UNRESOLVED,
  type NotHonouredGridQuery,
  type NotHonouredState,
} from '@citybook/contract';
import {
  PostgresAdapter,
  sql,
  type Insertable,
  type Kysely,
  type Selectable,
  type Transaction,
} from 'kysely';
import type { DB, NotHonouredReportTable } from '../../../db/schema.ts';
import { countAndPage, inGridOrder, textMatch } from '../../../db/grid-query.ts';

/* The reports of coupons not honoured (MERCHANT-10, MERCHANT-11; ADR 0047): the only SQL of them. */

export type NotHonouredRow = Selectable<NotHonouredReportTable>;

const isPostgres = (trx: Kysely<DB>) => trx.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Takes the member for this transaction: PostgreSQL locks their account row until the commit, so
 * two reports of one member (a double tap, two devices) are judged one after the other against
 * the limit; SQLite writes one transaction at a time already.
 */
export async function lockMember(trx: Transaction<DB>, userId: number): Promise<void> {
  const query = trx.selectFrom('app_user').select('id').where('id', '=', userId);
  await (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst();
}

/** The member's redemption as a report keeps it: offer, merchant, market and its clock. */
export async function redemptionToReport(db: Kysely<DB>, userId: number, redemptionId: number) {
  return db
    .selectFrom('redemption')
    .innerJoin('offer', 'offer.id', 'redemption.offer_id')
    .innerJoin('merchant', 'merchant.id', 'offer.merchant_id')
    .innerJoin('market', 'market.id', 'merchant.market_id')
    .select([
      'redemption.id',
      'redemption.created_at',
      'redemption.verification_code',
      'redemption.first_checked_at',
      'offer.id as offer_id',
      'offer.title as offer_title',
      'merchant.id as merchant_id',
      'merchant.title as merchant_name',
      'market.id as market_id',
      'market.time_zone',
    ])
    .where('redemption.id', '=', redemptionId)
    .where('redemption.user_id', '=', userId)
    .executeTakeFirst();
}

export async function findReportOfRedemption(db: Kysely<DB>, redemptionId: number) {
  return db
    .selectFrom('not_honoured_report')
    .select(['id', 'user_id'])
    .where('redemption_id', '=', redemptionId)
    .executeTakeFirst();
}

/** When the member reported, oldest first, since `since`. */
export async function reportTimesSince(
  db: Kysely<DB>,
  userId: number,
  since: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('not_honoured_report')
    .select('reported_at')
    .where('user_id', '=', userId)
    .where('reported_at', '>', since)
    .orderBy('reported_at')
    .execute();
  return rows.map((row) => row.reported_at);
}

export async function insertReport(
  db: Kysely<DB>,
  row: Insertable<NotHonouredReportTable>,
): Promise<NotHonouredRow> {
  return db.insertInto('not_honoured_report').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The member's reports, newest first. */
export async function reportsOfMember(db: Kysely<DB>, userId: number, limit: number) {
  return db
    .selectFrom('not_honoured_report')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('reported_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A report with its market's name and its member's, for the console. */
export async function reportForConsole(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('not_honoured_report')
    .leftJoin('market', 'market.id', 'not_honoured_report.market_id')
    .leftJoin('app_user', 'app_user.id', 'not_honoured_report.user_id')
    .selectAll('not_honoured_report')
    .select([
      'market.title as market_title',
      'app_user.email as member_email',
      'app_user.first_name as member_first_name',
      'app_user.last_name as member_last_name',
    ])
    .where('not_honoured_report.id', '=', id)
    .executeTakeFirst();
}

/** Reads a report for a change in this transaction (PostgreSQL locks it until the commit). */
export async function findReportForUpdate(trx: Transaction<DB>, id: number) {
  const query = trx.selectFrom('not_honoured_report').selectAll().where('id', '=', id);
  return (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst();
}

/** Moves an unresolved report on; false when it was resolved meanwhile. */
export async function updateUnresolvedReport(
  db: Kysely<DB>,
  id: number,
  change: Pick<
    NotHonouredRow,
    | 'state'
    | 'restored_at'
    | 'operator_reason'
    | 'operator_acted_at'
    | 'operator_staff_id'
    | 'operator_email'
  >,
): Promise<boolean> {
  const result = await db
    .updateTable('not_honoured_report')
    .set(change)
    .where('id', '=', id)
    .where('state', 'in', NOT_HONOURED_UNRESOLVED)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

const SORT_COLUMNS = {
  reportedAt: sql.ref('not_honoured_report.reported_at'),
  merchant: sql`lower(${sql.ref('not_honoured_report.merchant_name')})`,
} as const;

/** The queue's page: unresolved reports first, then in the grid's order. */
export async function reportGridPage(db: Kysely<DB>, query: NotHonouredGridQuery) {
  let base = db
    .selectFrom('not_honoured_report')
    .leftJoin('market', 'market.id', 'not_honoured_report.market_id');
  if (query.state === 'unresolved')
    base = base.where('not_honoured_report.state', 'in', NOT_HONOURED_UNRESOLVED);
  else if (query.state !== 'all')
    base = base.where('not_honoured_report.state', '=', query.state satisfies NotHonouredState);
  if (query.marketId !== undefined)
    base = base.where('not_honoured_report.market_id', '=', query.marketId);
  if (query.filter)
    base = base.where(
      textMatch(
        ['not_honoured_report.merchant_name', 'not_honoured_report.verification_code'],
        query.filter,
      ),
    );
  const unresolvedFirst = sql`case when ${sql.ref('not_honoured_report.state')} in (${sql.join(
    NOT_HONOURED_UNRESOLVED,
  )}) then 0 else 1 end`;
  return countAndPage(base, (filtered) =>
    inGridOrder(
      filtered
        .select([
          'not_honoured_report.id',
          'not_honoured_report.reported_at',
          'not_honoured_report.merchant_id',
          'not_honoured_report.merchant_name',
          'not_honoured_report.offer_title',
          'not_honoured_report.reason',
          'not_honoured_report.verification_code',
          'not_honoured_report.checked_at',
          'not_honoured_report.restored_at',
          'not_honoured_report.state',
          'market.title as market_title',
        ])
        .orderBy(unresolvedFirst),
      SORT_COLUMNS[query.sort],
      'not_honoured_report.id',
      query,
    ).execute(),
  );
}

/** MERCHANT-11: the reports about these merchants reported in [from, to), oldest first. */
export async function reportsAboutMerchants(
  db: Kysely<DB>,
  merchantIds: readonly number[],
  from: string,
  to: string,
) {
  if (merchantIds.length === 0) return [];
  return db
    .selectFrom('not_honoured_report')
    .select([
      'id',
      'merchant_id',
      'merchant_name',
      'offer_id',
      'offer_title',
      'verification_code',
      'redeemed_at',
      'checked_at',
      'reported_at',
      'reason',
      'state',
      'restored_at',
    ])
    .where('merchant_id', 'in', merchantIds)
    .where('reported_at', '>=', from)
    .where('reported_at', '<', to)
    .orderBy('reported_at')
    .orderBy('id')
    .execute();
}
