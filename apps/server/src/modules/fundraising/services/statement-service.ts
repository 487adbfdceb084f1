import {
  commissionCents,
  FUNDRAISING_CURRENCY,
  type CampaignStatement,
  type RecordPayoutRequest,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { BusinessUser } from '../../../plugins/business-auth.ts';
import { recordStaffAction, type ChangeOrigin } from '../../staff/index.ts';
import {
  campaignForStatement,
  insertPayoutOnce,
  payoutsUpTo,
  refundsOf,
  salesUpTo,
} from '../repositories/statement-repo.ts';
import { campaignNotFound } from './campaign-service.ts';

const PAYMENT_REFERENCE = /^payment:(\d+)$/;

/**
 * FUNDRAISING-12 (ADR 0060): a campaign's statement of everything up to `now`: its attributed
 * sales, the ledger's refunds of them (made by then, before or after a payout), the net, the
 * commission on the net at the campaign's rate (half a cent up), the payouts recorded by then and
 * the balance. Refunds after a payout lower the next statement's commission, so its balance
 * carries them (below zero: the group was paid more than it is owed).
 */
async function statementOf(
  db: Kysely<DB>,
  campaign: NonNullable<Awaited<ReturnType<typeof campaignForStatement>>>,
  now: Date,
): Promise<CampaignStatement> {
  const asOf = now.toISOString();
  const [sales, payouts] = await Promise.all([
    salesUpTo(db, campaign.id, asOf),
    payoutsUpTo(db, campaign.id, asOf),
  ]);
  const paymentIds = sales.flatMap((sale) => {
    const match = PAYMENT_REFERENCE.exec(sale.reference);
    return match ? [Number(match[1])] : [];
  });
  const refunds = (await refundsOf(db, paymentIds)).filter((refund) => refund.refundedAt <= asOf);
  const salesCents = sales.reduce((sum, sale) => sum + sale.amount_cents, 0);
  const refundCents = refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
  const netCents = salesCents - refundCents;
  const commission = commissionCents(netCents, campaign.commission_basis_points);
  const paidCents = payouts.reduce((sum, payout) => sum + payout.amount_cents, 0);
  return {
    id: campaign.id,
    campaignName: campaign.name,
    groupName: campaign.group_name,
    startsOn: campaign.starts_on,
    endsOn: campaign.ends_on,
    currency: FUNDRAISING_CURRENCY,
    commissionBasisPoints: campaign.commission_basis_points,
    asOf,
    sales: { count: sales.length, amountCents: salesCents },
    refunds: { count: refunds.length, amountCents: refundCents },
    netCents,
    commissionCents: commission,
    paidCents,
    balanceCents: commission - paidCents,
    payouts: payouts.map((payout) => ({
      id: payout.id,
      amountCents: payout.amount_cents,
      paidOn: payout.paid_on,
      note: payout.note,
      recordedBy: payout.staff_email,
      recordedAt: payout.created_at,
    })),
  };
}

/** FUNDRAISING-12: an operator's statement of any campaign. */
export async function consoleStatement(
  db: Kysely<DB>,
  campaignId: number,
  now = new Date(),
): Promise<CampaignStatement> {
  const campaign = await campaignForStatement(db, campaignId);
  if (!campaign) throw campaignNotFound();
  return statementOf(db, campaign, now);
}

/** FUNDRAISING-12: a leader's statement of their group's campaign; another group's is a 404. */
export async function leaderStatement(
  db: Kysely<DB>,
  business: BusinessUser,
  campaignId: number,
  now = new Date(),
): Promise<CampaignStatement> {
  const campaign = await campaignForStatement(db, campaignId);
  if (campaign?.organisation_id !== business.organisationId) throw campaignNotFound();
  return statementOf(db, campaign, now);
}

/**
 * FUNDRAISING-13: records a payout to the campaign's group with its audit entry in one
 * transaction; the client key makes a double click (or a retry) record once. Answers the statement.
 */
export async function recordPayout(
  db: Kysely<DB>,
  origin: ChangeOrigin,
  campaignId: number,
  input: RecordPayoutRequest,
  now = new Date(),
): Promise<CampaignStatement> {
  const campaign = await campaignForStatement(db, campaignId);
  if (!campaign) throw campaignNotFound();
  await db.transaction().execute(async (trx) => {
    const payout = await insertPayoutOnce(trx, {
      campaign_id: campaign.id,
      amount_cents: input.amountCents,
      paid_on: input.paidOn,
      note: input.note.trim(),
      client_key: `${String(campaign.id)}:${input.clientKey}`,
      staff_email: origin.actor.email,
      created_at: now.toISOString(),
    });
    if (!payout) return;
    await recordStaffAction(trx, {
      ...origin,
      action: 'fundraisingPayout.record',
      objectType: 'fundraisingPayout',
      objectId: payout.id,
      before: null,
      after: {
        id: campaign.id,
        amountCents: payout.amount_cents,
        paidOn: payout.paid_on,
        note: payout.note,
      },
      now,
    });
  });
  return statementOf(db, campaign, now);
}
