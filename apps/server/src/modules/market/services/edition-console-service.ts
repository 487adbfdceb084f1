import {
  CatalogErrors,
  MarketErrors,
  type EditionEditor,
  type EditionForm,
  type EditionUpdate,
} from '@citybook/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import {
  createEdited,
  editorOf,
  gridOf,
  updateEdited,
  type EditContext,
  type EditedKind,
} from '../../../lib/edited-rows.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { recordStaffAction } from '../../staff/index.ts';
import {
  editionGridPage,
  editionOfSlug,
  editionOfYear,
  insertEdition,
  lockMarketEditions,
  readEditionEditor,
  updateEditionRow,
} from '../repositories/edition-console-repo.ts';
import { OPEN_END } from '../../../db/edition-open-end.ts';

/*
 * OPERATOR-13: book editions as the console edits them (ADR 0032). A market has one edition of a
 * year: the database cannot say so (migration 0025 may have found two books of a year), so the
 * console refuses a second one here, with the market's editions taken for the transaction. A new
 * valid-until is every one of its offers' end at once (the members' lists follow by the
 * catalogue version, CATALOG-24) and the end of the activations its unused codes give.
 */

/** Refuses a year the market has an edition of already (`except`: the one being saved). */
async function refuseTakenYear(
  trx: Transaction<DB>,
  marketId: number,
  year: number,
  except?: number,
): Promise<void> {
  if ((await editionOfYear(trx, marketId, year, except)) !== undefined)
    throw new HttpError(
      MarketErrors.editionYearTaken,
      `This market has an edition of ${String(year)} already: edit that one.`,
    );
}

/** The columns of an edition's name, year and dates, its dates as UTC ISO-8601. */
function detailColumns(details: EditionUpdate | EditionForm, now: Date) {
  return {
    name: details.name,
    year: details.year,
    on_sale_at: new Date(details.onSaleAt).toISOString(),
    valid_until:
      details.validUntil === null ? OPEN_END : new Date(details.validUntil).toISOString(),
    updated_at: now.toISOString(),
  };
}

const editions: EditedKind<EditionForm, EditionEditor, EditionUpdate> = {
  objectType: 'edition',
  unknown: MarketErrors.unknownEdition,
  unknownMessage: 'This edition does not exist.',
  read: readEditionEditor,
  slugOwner: editionOfSlug,
  insert: insertEdition,
  update: updateEditionRow,
  async columnsOf(trx, form, now) {
    if (!(await lockMarketEditions(trx, form.marketId)))
      throw new HttpError(CatalogErrors.invalidMarket, 'This market does not exist or is retired.');
    await refuseTakenYear(trx, form.marketId, form.year);
    return { slug: form.slug, market_id: form.marketId, ...detailColumns(form, now) };
  },
  async changeColumnsOf(trx, change, before, now) {
    // The market stays the edition's, retired or not: only its other editions' years matter.
    await lockMarketEditions(trx, before.marketId);
    await refuseTakenYear(trx, before.marketId, change.year, before.id);
    return detailColumns(change, now);
  },
  record: recordStaffAction,
};

export const editionGrid = gridOf(editionGridPage);

/** The edition editor's flows: open, create and save (an edition is never deleted). */
export const editionEditors = {
  open: (db: Kysely<DB>, id: number) => editorOf(editions, db, id),
  create: (context: EditContext, form: EditionForm) => createEdited(editions, context, form),
  update: (context: EditContext, id: number, change: EditionUpdate) =>
    updateEdited(editions, context, id, change),
};
