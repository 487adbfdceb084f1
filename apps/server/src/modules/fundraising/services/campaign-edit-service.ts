import {
  ConsoleEditErrors,
  ConsoleEditText,
  FundraisingErrors,
  FundraisingText,
  type ConsoleCampaign,
  type UpdateCampaignRequest,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { recordStaffAction, type ChangeOrigin } from '../../staff/index.ts';
import {
  campaignCounted,
  updateCampaign,
  type CampaignRow,
} from '../repositories/campaign-repo.ts';
import { findCampaign } from '../repositories/code-sale-repo.ts';
import { campaignNotFound } from './campaign-service.ts';
import { termColumns, termsOf } from './campaign-view.ts';
import { consoleCampaign } from './code-sale-service.ts';

/** What the audit log keeps of a campaign before and after an edit. */
const editedFields = (campaign: CampaignRow) => ({
  ...termsOf(campaign),
  leaderboardHidden: campaign.leaderboard_hidden === 1,
});

/**
 * FUNDRAISING-14: an operator corrects a campaign over the revision they opened (a newer one: 409).
 * The market and the edition stay; the commission rate changes only while no sale or payout
 * counted it; once the campaign sold, what it sells may be widened and never narrowed. Audited
 * with before and after, in the transaction of the change.
 */
export async function editCampaign(
  db: Kysely<DB>,
  origin: ChangeOrigin,
  campaignId: number,
  form: UpdateCampaignRequest,
  now = new Date(),
): Promise<ConsoleCampaign> {
  await db.transaction().execute(async (trx) => {
    const campaign = await findCampaign(trx, campaignId);
    if (!campaign) throw campaignNotFound();
    if (campaign.revision !== form.revision)
      throw new HttpError(ConsoleEditErrors.editConflict, ConsoleEditText.editConflict);
    const counted = await campaignCounted(trx, campaign.id);
    if (
      form.commissionBasisPoints !== campaign.commission_basis_points &&
      (counted.hasSales || counted.hasPayouts)
    )
      throw new HttpError(FundraisingErrors.commissionLocked, FundraisingText.commissionLocked);
    const narrowed =
      (campaign.sells_memberships === 1 && !form.sellsMemberships) ||
      (campaign.sells_codes === 1 && !form.sellsCodes);
    if (narrowed && counted.hasSales)
      throw new HttpError(FundraisingErrors.sellsLocked, FundraisingText.sellsLocked);
    const saved = await updateCampaign(trx, campaign.id, form.revision, {
      ...termColumns(form),
      leaderboard_hidden: form.leaderboardHidden ? 1 : 0,
    });
    if (!saved) throw new HttpError(ConsoleEditErrors.editConflict, ConsoleEditText.editConflict);
    const { revision: _revision, ...after } = form;
    await recordStaffAction(trx, {
      ...origin,
      action: 'fundraisingCampaign.update',
      objectType: 'fundraisingCampaign',
      objectId: campaign.id,
      before: editedFields(campaign),
      after: { ...after, name: form.name.trim() },
      now,
    });
  });
  return consoleCampaign(db, campaignId, now);
}
