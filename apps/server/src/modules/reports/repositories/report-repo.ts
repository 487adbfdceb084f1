import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/** A report's span as stored times: from `start` (included) to `end` (excluded), ISO UTC text. */
export interface StoredSpan {
  start: string;
  end: string;
}

/*
 * OPERATOR-24, OPERATOR-26 (ADR 0044): the reports' queries. Each reads one range of an index of
 * migration 0038 and adds up in the database; people are never selected, only counted.
 */

/** The market's offers: how a redemption is of the market (a set the database probes). */
function offersOfMarket(db: Kysely<DB>, marketId: number) {
  return db
    .selectFrom('offer')
    .select('offer.id')
    .where(
      'offer.merchant_id',
      'in',
      db.selectFrom('merchant').select('merchant.id').where('merchant.market_id', '=', marketId),
    );
}

/**
 * The market's redemptions of the span: read along `redemption_report_idx` (the time range), each
 * row's offer checked against the market's offers. A unary `+` on a column (here and in the
 * groupings below) keeps SQLite's planner from walking the offers' or the members' index instead
 * (every redemption of the table, then the times), a documented way to take a term off the
 * indexes (sqlite.org/optoverview.html); for PostgreSQL it is the same number.
 */
export function redemptionsIn(db: Kysely<DB>, marketId: number, span: StoredSpan) {
  return db
    .selectFrom('redemption')
    .where('redemption.created_at', '>=', span.start)
    .where('redemption.created_at', '<', span.end)
    .where(sql<number>`+redemption.offer_id`, 'in', offersOfMarket(db, marketId));
}

/**
 * The market's live merchants with no redemption in the span, and how many live offers each has:
 * for each of its offers one seek of `redemption_offer_time_idx`, whatever the span holds.
 */
export async function idleMerchants(db: Kysely<DB>, marketId: number, span: StoredSpan) {
  const rows = await db
    .selectFrom('merchant')
    .innerJoin('category', 'category.id', 'merchant.category_id')
    .select((eb) => [
      'merchant.id as merchantId',
      'merchant.title as merchantTitle',
      'category.title as categoryTitle',
      eb
        .selectFrom('offer')
        .select(eb.fn.countAll<number | string>().as('offers'))
        .whereRef('offer.merchant_id', '=', 'merchant.id')
        .where('offer.retired_at', 'is', null)
        .as('offers'),
    ])
    .where('merchant.market_id', '=', marketId)
    .where('merchant.retired_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('offer')
            .innerJoin('redemption', 'redemption.offer_id', 'offer.id')
            .select('offer.id')
            .whereRef('offer.merchant_id', '=', 'merchant.id')
            .where('redemption.created_at', '>=', span.start)
            .where('redemption.created_at', '<', span.end),
        ),
      ),
    )
    .orderBy('merchant.title')
    .orderBy('merchant.id')
    .execute();
  return rows.map((row) => ({ ...row, offers: Number(row.offers ?? 0) }));
}

/**
 * Book activations in the span of the market's codes, by batch and edition. The span's vouchers
 * are read first (a materialised range of `activation_voucher_kind_created_idx`) and counted by
 * their codes' batch, edition and market before the market is chosen: PostgreSQL could not
 * estimate the market's condition over two tables and walked every code of the market instead,
 * checking each one's voucher (0.5 s for a month at the issue's size).
 */
export async function activationsByBatch(db: Kysely<DB>, marketId: number, span: StoredSpan) {
  const rows = await db
    .with(
      (cte) => cte('in_span').materialized(),
      (qb) =>
        qb
          .selectFrom('activation_voucher')
          .select('activation_voucher.activation_code_id')
          .where('activation_voucher.kind', '=', 'BOOK')
          .where('activation_voucher.created_at', '>=', span.start)
          .where('activation_voucher.created_at', '<', span.end),
    )
    .with('per_code', (qb) =>
      qb
        .selectFrom('in_span')
        .innerJoin('activation_code', 'activation_code.id', 'in_span.activation_code_id')
        .select((eb) => [
          'activation_code.batch',
          'activation_code.edition_id',
          'activation_code.market_id',
          eb.fn.countAll<number | string>().as('activations'),
        ])
        .groupBy([
          'activation_code.batch',
          'activation_code.edition_id',
          'activation_code.market_id',
        ]),
    )
    .selectFrom('per_code')
    .leftJoin('edition', 'edition.id', 'per_code.edition_id')
    // OPERATOR-15: a batch made in the console or the CLI has a label (the printer's order).
    .leftJoin('code_batch', 'code_batch.batch', 'per_code.batch')
    .select((eb) => [
      'per_code.batch',
      'code_batch.label',
      'edition.id as editionId',
      'edition.name as editionName',
      eb.fn.sum<number | string>('per_code.activations').as('activations'),
    ])
    .where((eb) => eb(eb.fn.coalesce('edition.market_id', 'per_code.market_id'), '=', marketId))
    .groupBy(['per_code.batch', 'code_batch.label', 'edition.id', 'edition.name'])
    .execute();
  return rows.map((row) => ({ ...row, activations: Number(row.activations) }));
}

/** Subscription starts and changes of state in the span, by plan (ADR 0044: all markets). */
export async function subscriptionEventsByPlan(db: Kysely<DB>, span: StoredSpan) {
  const rows = await db
    .selectFrom('subscription_event')
    .select((eb) => [
      'subscription_event.subscription_type_code as planCode',
      'subscription_event.event',
      eb.fn.countAll<number | string>().as('count'),
    ])
    .where('subscription_event.at', '>=', span.start)
    .where('subscription_event.at', '<', span.end)
    .groupBy(['subscription_event.subscription_type_code', 'subscription_event.event'])
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** Charges that went through in the span (refunded later or not), by plan, purpose and currency. */
export async function chargesByPlan(db: Kysely<DB>, span: StoredSpan) {
  const rows = await db
    .selectFrom('payment')
    .select((eb) => [
      'payment.subscription_type_code as planCode',
      'payment.purpose',
      'payment.currency',
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string>('payment.amount_cents').as('cents'),
    ])
    .where('payment.created_at', '>=', span.start)
    .where('payment.created_at', '<', span.end)
    .where('payment.status', 'in', ['succeeded', 'refunded'])
    .groupBy(['payment.subscription_type_code', 'payment.purpose', 'payment.currency'])
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count), cents: Number(row.cents) }));
}

/** Refunds made in the span (a refund moves the charge's row to refunded: its updated_at). */
export async function refundsByPlan(db: Kysely<DB>, span: StoredSpan) {
  const rows = await db
    .selectFrom('payment')
    .select((eb) => [
      'payment.subscription_type_code as planCode',
      'payment.currency',
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string>('payment.amount_cents').as('cents'),
    ])
    .where('payment.status', '=', 'refunded')
    .where('payment.updated_at', '>=', span.start)
    .where('payment.updated_at', '<', span.end)
    .groupBy(['payment.subscription_type_code', 'payment.currency'])
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count), cents: Number(row.cents) }));
}

/** The plans' titles by code (a retired plan's rows keep their code). */
export async function planTitles(db: Kysely<DB>): Promise<Map<number, string>> {
  const rows = await db.selectFrom('subscription_type').select(['code', 'title']).execute();
  return new Map(rows.map((row) => [row.code, row.title]));
}
