import {
  CatalogErrors,
  type CategoryEditor,
  type CategoryForm,
  type FranchisorEditor,
  type FranchisorForm,
  type MerchantEditor,
  type MerchantForm,
  type MobileAdEditor,
  type MobileAdForm,
  type MobileAdGridQuery,
} from '@citybook/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../../db/schema.ts';
import { HttpError } from '../../../../lib/http-error.ts';
import { editorsOf, gridOf, type EditedKind } from '../../../../lib/edited-rows.ts';
import { recordStaffAction } from '../../../staff/index.ts';
import {
  readCategoryEditor,
  readFranchisorEditor,
  readMerchantEditor,
} from '../../repositories/console/editor-repo.ts';
import {
  idOfSlug,
  insertEdited,
  isLive,
  liveMerchantsOf,
  updateEdited as updateRow,
  type EditedTable,
} from '../../repositories/console/edited-row-repo.ts';
import {
  marketOfLiveMerchant,
  mobileAdGridPage,
  readMobileAdEditor,
} from '../../repositories/console/mobile-ad-console-repo.ts';
import {
  categoryGridPage,
  franchisorGridPage,
  merchantGridPage,
} from '../../repositories/console/grid-repo.ts';

/*
 * The catalogue as the console edits it (OPERATOR-10): categories, franchises and merchant
 * locations. Retiring hides a row from members and deletes nothing: a category or franchise only
 * once members see none of its merchants, so no member's list loses its heading under them.
 */

/** What every kind of the catalog's tables shares: its table, slug and audit log. */
function tableKind(table: EditedTable) {
  return {
    objectType: table,
    slugOwner: (db: Kysely<DB>, slug: string) => idOfSlug(db, table, slug),
    insert: (trx: Transaction<DB>, columns: Record<string, unknown>) =>
      insertEdited(trx, table, columns),
    update: (
      trx: Transaction<DB>,
      id: number,
      revision: number,
      columns: Record<string, unknown>,
    ) => updateRow(trx, table, id, revision, columns),
    record: recordStaffAction,
  };
}

/** Refuses retiring what members still see merchants of. */
function refuseWhileInUse(column: 'category_id' | 'franchisor_id', what: string) {
  return async (trx: Transaction<DB>, id: number) => {
    const live = await liveMerchantsOf(trx, column, id);
    if (live > 0)
      throw new HttpError(
        CatalogErrors.stillInUse,
        `Members still see ${String(live)} merchant${live === 1 ? '' : 's'} ${what}: retire or move ${live === 1 ? 'it' : 'them'} first.`,
      );
  };
}

const categories: EditedKind<CategoryForm, CategoryEditor> = {
  ...tableKind('category'),
  unknown: CatalogErrors.unknownCategory,
  unknownMessage: 'This category does not exist.',
  read: readCategoryEditor,
  columnsOf: (_trx, form) =>
    Promise.resolve({
      slug: form.slug,
      title: form.title,
      icon: form.icon,
      sort_order: form.sortOrder,
    }),
  insert: (trx, columns, now) =>
    insertEdited(trx, 'category', { ...columns, created_at: now.toISOString() }),
  checkRetire: refuseWhileInUse('category_id', 'in this category'),
};

const franchisors: EditedKind<FranchisorForm, FranchisorEditor> = {
  ...tableKind('franchisor'),
  unknown: CatalogErrors.unknownFranchisor,
  unknownMessage: 'This franchise does not exist.',
  read: readFranchisorEditor,
  columnsOf: (_trx, form) => Promise.resolve({ slug: form.slug, title: form.title }),
  checkRetire: refuseWhileInUse('franchisor_id', 'of this franchise'),
};

/** A merchant belongs only to a live market, category and franchise: each refused on its field. */
async function checkReferences(
  trx: Transaction<DB>,
  refs: { marketId: number; categoryId: number; franchisorId: number | null },
): Promise<void> {
  if (!(await isLive(trx, 'market', refs.marketId)))
    throw new HttpError(CatalogErrors.invalidMarket, 'This market does not exist or is retired.');
  if (!(await isLive(trx, 'category', refs.categoryId)))
    throw new HttpError(
      CatalogErrors.invalidCategory,
      'This category does not exist or is retired.',
    );
  if (refs.franchisorId !== null && !(await isLive(trx, 'franchisor', refs.franchisorId)))
    throw new HttpError(
      CatalogErrors.invalidFranchisor,
      'This franchise does not exist or is retired.',
    );
}

const blankAsNull = (value: string) => (value === '' ? null : value);

const merchants: EditedKind<MerchantForm, MerchantEditor> = {
  ...tableKind('merchant'),
  unknown: CatalogErrors.unknownMerchant,
  unknownMessage: 'This merchant does not exist.',
  read: readMerchantEditor,
  async columnsOf(trx, form, now) {
    await checkReferences(trx, form);
    return {
      slug: form.slug,
      title: form.title,
      market_id: form.marketId,
      category_id: form.categoryId,
      franchisor_id: form.franchisorId,
      latitude: form.latitude,
      longitude: form.longitude,
      address1: form.address1,
      address2: blankAsNull(form.address2),
      city: form.city,
      state: form.state,
      zip: form.zip,
      telephone: blankAsNull(form.telephone),
      website: blankAsNull(form.website),
      facebook_url: blankAsNull(form.facebookUrl),
      twitter_url: blankAsNull(form.twitterUrl),
      instagram_url: blankAsNull(form.instagramUrl),
      app_store_url: blankAsNull(form.appStoreUrl),
      play_store_url: blankAsNull(form.playStoreUrl),
      updated_at: now.toISOString(),
    };
  },
  // Brought back only into a live market, category and franchise.
  checkUnretire: (trx, editor) => checkReferences(trx, editor),
};

/**
 * An ad shows in a live market and leads to a live merchant of that market, or to none: each
 * refused on its field.
 */
async function checkAdReferences(
  trx: Transaction<DB>,
  refs: { marketId: number; merchantId: number | null },
): Promise<void> {
  if (!(await isLive(trx, 'market', refs.marketId)))
    throw new HttpError(CatalogErrors.invalidMarket, 'This market does not exist or is retired.');
  if (
    refs.merchantId !== null &&
    (await marketOfLiveMerchant(trx, refs.merchantId)) !== refs.marketId
  )
    throw new HttpError(
      CatalogErrors.invalidMerchant,
      'This merchant does not exist, is retired or is in another market.',
    );
}

/** OPERATOR-10: the ads of the categories carousel, each shown on the days of its run. */
const mobileAds: EditedKind<MobileAdForm, MobileAdEditor> = {
  ...tableKind('mobile_ad'),
  unknown: CatalogErrors.unknownAd,
  unknownMessage: 'This ad does not exist.',
  read: (db, id) => readMobileAdEditor(db, id, new Date()),
  async columnsOf(trx, form, _now, before) {
    await checkAdReferences(trx, form);
    return {
      slug: form.slug,
      title: form.title,
      market_id: form.marketId,
      image: form.image,
      // OPERATOR-12: another address than the uploaded image's is no longer that upload.
      ...(before !== undefined && before.image !== form.image ? { image_media_id: null } : {}),
      merchant_id: form.merchantId,
      sort_order: form.sortOrder,
      starts_on: form.startsOn,
      ends_on: form.endsOn,
    };
  },
  // Brought back only into a live market, leading to a live merchant of it.
  checkUnretire: (trx, editor) => checkAdReferences(trx, editor),
};

/** The ad grid (OPERATOR-9): where each run stands is read on its market's day `now`. */
export async function mobileAdGrid(db: Kysely<DB>, query: MobileAdGridQuery, now = new Date()) {
  return {
    ...(await mobileAdGridPage(db, query, now)),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export const categoryGrid = gridOf(categoryGridPage);
export const franchisorGrid = gridOf(franchisorGridPage);
export const merchantGrid = gridOf(merchantGridPage);

export const categoryEditors = editorsOf(categories);
export const franchisorEditors = editorsOf(franchisors);
export const merchantEditors = editorsOf(merchants);
export const mobileAdEditors = editorsOf(mobileAds);
