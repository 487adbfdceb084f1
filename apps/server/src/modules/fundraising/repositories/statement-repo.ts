import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, FundraisingPayoutTable } from '../../../db/schema.ts';

export type PayoutRow = Selectable<FundraisingPayoutTable>;

/** FUNDRAISING-12: a campaign with its group's name, or undefined. */
export function campaignForStatement(db: Kysely<DB>, campaignId: number) {
  return db
    .selectFrom('fundraising_campaign as c')
    .innerJoin('business_organisation as o', 'o.id', 'c.organisation_id')
    .select([
      'c.id',
      'c.organisation_id',
      'c.name',
      'c.starts_on',
      'c.ends_on',
      'c.commission_basis_points',
      'o.name as group_name',
    ])
    .where('c.id', '=', campaignId)
    .executeTakeFirst();
}

/** FUNDRAISING-12: the campaign's attributed sales recorded up to `asOf`. */
export function salesUpTo(db: Kysely<DB>, campaignId: number, asOf: string) {
  return db
    .selectFrom('fundraising_sale')
    .select(['id', 'amount_cents', 'reference', 'created_at'])
    .where('campaign_id', '=', campaignId)
    .where('created_at', '<=', asOf)
    .orderBy('id')
    .execute();
}

/**
 * FUNDRAISING-12 (ADR 0060): which of these ledger rows were refunded, for how much and when. A
 * refund is the ledger row's `refunded` status (whole, ADR 0043); its time is the staff refund's
 * `refunded_at`, or the ledger row's last change for a refund the charge flow made itself.
 */
export async function refundsOf(
  db: Kysely<DB>,
  paymentIds: readonly number[],
): Promise<{ paymentId: number; amountCents: number; refundedAt: string }[]> {
  if (paymentIds.length === 0) return [];
  const rows = await db
    .selectFrom('payment as p')
    .leftJoin('payment_refund as r', (join) =>
      join.onRef('r.payment_id', '=', 'p.id').on('r.status', '=', 'succeeded'),
    )
    .select(['p.id', 'p.amount_cents', 'p.updated_at', 'r.refunded_at'])
    .where('p.id', 'in', paymentIds)
    .where('p.status', '=', 'refunded')
    .execute();
  return rows.map((row) => ({
    paymentId: row.id,
    amountCents: row.amount_cents,
    refundedAt: row.refunded_at ?? row.updated_at,
  }));
}

/** FUNDRAISING-13: the campaign's payouts recorded up to `asOf`, in the order they were paid. */
export function payoutsUpTo(db: Kysely<DB>, campaignId: number, asOf: string) {
  return db
    .selectFrom('fundraising_payout')
    .selectAll()
    .where('campaign_id', '=', campaignId)
    .where('created_at', '<=', asOf)
    .orderBy('paid_on')
    .orderBy('id')
    .execute();
}

/**
 * FUNDRAISING-13: records a payout unless its client key was recorded already; answers the new
 * row, or undefined when the key was taken (by this request's twin, committed or waited for).
 */
export function insertPayoutOnce(
  db: Kysely<DB>,
  row: Insertable<FundraisingPayoutTable>,
): Promise<PayoutRow | undefined> {
  return db
    .insertInto('fundraising_payout')
    .values(row)
    .onConflict((conflict) => conflict.column('client_key').doNothing())
    .returningAll()
    .executeTakeFirst();
}
