import {
  OfferConsoleErrors,
  type OfferEditor,
  type OfferForm,
  type OfferRules,
} from '@citybook/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../../db/schema.ts';
import { editorsOf, gridOf, type EditedKind } from '../../../../lib/edited-rows.ts';
import { HttpError } from '../../../../lib/http-error.ts';
import { recordStaffAction } from '../../../staff/index.ts';
import {
  idOfSlug,
  insertEdited,
  updateEdited as updateRow,
} from '../../repositories/console/edited-row-repo.ts';
import {
  findOfferEditor,
  marketOfEdition,
  offerGridPage,
  offerMerchant,
} from '../../repositories/console/offer-console-repo.ts';
import { rulesOf } from '../offer-rules-column.ts';

/*
 * Offers as the console edits them (OPERATOR-10): an offer of a live merchant, in a book edition
 * of the merchant's market (OPERATOR-13). It stays with the merchant it was made for (members
 * redeemed it there) and is listed under the merchant's category. Retiring hides it from
 * members; it and its redemptions are never deleted.
 */

/** The form of a new offer names its merchant; a saved one keeps its own. */
type OfferFormOf = OfferForm & { merchantId?: number };

const invalidMerchant = () =>
  new HttpError(OfferConsoleErrors.invalidMerchant, 'This merchant does not exist or is retired.');

async function readOfferEditor(db: Kysely<DB>, id: number): Promise<OfferEditor | undefined> {
  const stored = await findOfferEditor(db, id);
  return stored && { ...stored, rules: rulesOf(stored) };
}

/** The live merchant of the offer, refused on its field otherwise. */
async function liveMerchant(trx: Transaction<DB>, merchantId: number) {
  const merchant = await offerMerchant(trx, merchantId);
  if (!merchant?.live) throw invalidMerchant();
  return merchant;
}

/** An offer is in a book of its merchant's market (OPERATOR-13), refused on its field otherwise. */
async function checkEdition(trx: Transaction<DB>, editionId: number, marketId: number) {
  if ((await marketOfEdition(trx, editionId)) !== marketId)
    throw new HttpError(
      OfferConsoleErrors.invalidEdition,
      'Please choose an edition of the merchant’s market.',
    );
}

/** No rules at all are stored as none (as the import does), so the lists can leave them out. */
function rulesColumn(rules: OfferRules | null): string | null {
  return rules && Object.keys(rules).length > 0 ? JSON.stringify(rules) : null;
}

const offers: EditedKind<OfferFormOf, OfferEditor> = {
  objectType: 'offer',
  unknown: OfferConsoleErrors.unknownOffer,
  unknownMessage: 'This offer does not exist.',
  read: readOfferEditor,
  slugOwner: (db, slug) => idOfSlug(db, 'offer', slug),
  insert: (trx, columns) => insertEdited(trx, 'offer', columns),
  update: (trx, id, revision, columns) => updateRow(trx, 'offer', id, revision, columns),
  async columnsOf(trx, form, now, before) {
    const columns = {
      slug: form.slug,
      edition_id: form.editionId,
      title: form.title,
      exclusion: form.exclusion,
      redemption_data_type_code: form.redemptionDataTypeCode,
      redemption_data: form.redemptionData,
      savings_cents: Math.round(form.savings * 100),
      sort_order: form.sortOrder,
      rules: rulesColumn(form.rules),
      updated_at: now.toISOString(),
    };
    if (before) {
      // Saved over: its merchant is its own (retired or not, the offer is still edited).
      await checkEdition(trx, form.editionId, before.marketId);
      return columns;
    }
    if (form.merchantId === undefined) throw invalidMerchant();
    const merchant = await liveMerchant(trx, form.merchantId);
    await checkEdition(trx, form.editionId, merchant.marketId);
    return { ...columns, merchant_id: form.merchantId, category_id: merchant.categoryId };
  },
  // Brought back only under a live merchant: members could not reach it otherwise.
  checkUnretire: async (trx, editor) => {
    await liveMerchant(trx, editor.merchantId);
  },
  record: recordStaffAction,
};

export const offerGrid = gridOf(offerGridPage);
export const offerEditors = editorsOf(offers);
