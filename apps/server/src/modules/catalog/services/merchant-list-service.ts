import { CatalogErrors, type CatalogApi, type Merchant, type QueryOf } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { Point } from '@citybook/contract';
import { HttpError } from '../../../lib/http-error.ts';
import type { NamedCache, VersionedCache } from '../../../lib/versioned-cache.ts';
import type { SessionUser } from '../../../plugins/auth.ts';
import { requireMarket } from '../../market/index.ts';
import { offersRedeemedWith } from '../../redemption/index.ts';
import { readCatalogVersion } from '../repositories/catalog-version-repo.ts';
import { categoryExists } from '../repositories/category-repo.ts';
import { merchantListJson, renderMerchants, type RenderedMerchant } from './merchant-list-json.ts';
import {
  findNearbyMerchants,
  merchantsMatching,
  type MerchantFilter,
} from '../repositories/merchant-repo.ts';
import { askerVoucherId, toMerchants } from './merchant-service.ts';
import { askedPoint, nearestFirst, nearestPerFranchise, type Area } from '../../../lib/nearby.ts';

type RenderedList = readonly RenderedMerchant[];

/** About what a rendered list holds in memory: the characters and bytes of its JSON parts. */
const sizeOfList = (merchants: RenderedList) =>
  merchants.reduce(
    (sum, merchant) =>
      sum +
      merchant.head.length +
      merchant.unredeemed.length +
      merchant.offers.reduce((offers, offer) => offers + offer.head.length, 0),
    0,
  );

/**
 * Whole merchant lists (a market, a category, a franchise), rendered once per catalogue version
 * and kept up to about 64 MB (about 2 MB per 1,000 merchants). A list bigger than that is
 * rendered for each request.
 */
export const merchantListCache: NamedCache<RenderedList> = {
  name: 'merchant lists',
  maxSize: 64 * 1024 * 1024,
  sizeOf: sizeOfList,
};

/** What the merchant lists need: the database and the rendered whole lists. */
export interface MerchantListDeps {
  db: Kysely<DB>;
  listCache: VersionedCache<RenderedList>;
}

const listKey = (filter: MerchantFilter) =>
  `${String(filter.marketId)}/${String(filter.categoryId)}/${String(filter.franchisorId)}`;

async function renderList(db: Kysely<DB>, filter: MerchantFilter): Promise<RenderedList> {
  const rows = await merchantsMatching(db, filter);
  return renderMerchants(
    await toMerchants(
      db,
      rows.map((row) => ({ ...row, distance: 0 })),
    ),
  );
}

/**
 * A whole list, rendered, of the current catalogue version. The version is read at each use (one
 * row), so a change made anywhere (an import, another server) is seen by the next request.
 */
export async function renderedList(
  { db, listCache }: MerchantListDeps,
  filter: MerchantFilter,
): Promise<RenderedList> {
  // Read before the rows: a change after this read makes the list stale, never wrongly fresh.
  const version = await readCatalogVersion(db);
  return listCache.get(listKey(filter), version, () => renderList(db, filter));
}

/**
 * A list answer: merchants built for this request (a nearby-first page), or a whole list as the
 * JSON bytes of the contract's shape (rendered once per catalogue version).
 */
export type MerchantList = Merchant[] | Buffer;

/** A whole list for the asker, nearest first: the rendered list of this catalogue version. */
async function wholeList(
  deps: MerchantListDeps,
  asker: SessionUser | null,
  filter: MerchantFilter,
  where: { point: Point; area: Area | null; groupByFranchisor?: boolean },
): Promise<Buffer> {
  const { db } = deps;
  const ordered = nearestFirst(await renderedList(deps, filter), where.point, where.area);
  const shown = where.groupByFranchisor
    ? nearestPerFranchise(ordered, (merchant) => merchant.place.franchisor_id)
    : ordered;
  const voucherId = await askerVoucherId(db, asker);
  const redeemed = await offersRedeemedWith(db, voucherId);
  return merchantListJson(shown, redeemed);
}

/** CATALOG-7 merchant/getAll: the market's merchants (in its area unless told otherwise). */
export async function allMerchants(
  deps: MerchantListDeps,
  query: QueryOf<typeof CatalogApi.getAllMerchants>,
  asker: SessionUser | null,
): Promise<MerchantList> {
  const { marketId, ignoreMarketRadius, groupByFranchisor, limit } = query;
  const market = await requireMarket(deps.db, marketId);
  const point = askedPoint(query) ?? market;
  const area = ignoreMarketRadius ? null : { centre: market, radiusMiles: market.radiusMiles };
  if (limit === undefined)
    return wholeList(deps, asker, { marketId }, { point, area, groupByFranchisor });
  const rows = await findNearbyMerchants(deps.db, { marketId }, { point, area, limit });
  return toMerchants(
    deps.db,
    groupByFranchisor ? nearestPerFranchise(rows, (row) => row.franchisor_id) : rows,
    await askerVoucherId(deps.db, asker),
  );
}

/** CATALOG-7 merchant/getByFranchisorId: a franchise's locations in the market, anywhere. */
export async function merchantsByFranchisor(
  deps: MerchantListDeps,
  query: QueryOf<typeof CatalogApi.getMerchantsByFranchisor>,
  asker: SessionUser | null,
): Promise<MerchantList> {
  const { marketId, franchisorId } = query;
  const market = await requireMarket(deps.db, marketId);
  const point = askedPoint(query) ?? market;
  return wholeList(deps, asker, { marketId, franchisorId }, { point, area: null });
}

/** CATALOG-7 merchant/getCategory: a category's merchants in the market's area. */
export async function merchantsInCategory(
  deps: MerchantListDeps,
  query: QueryOf<typeof CatalogApi.getMerchantsInCategory>,
  asker: SessionUser | null,
): Promise<MerchantList> {
  const { marketId, categoryId, limit } = query;
  const market = await requireMarket(deps.db, marketId);
  if (!(await categoryExists(deps.db, categoryId)))
    throw new HttpError(CatalogErrors.unknownCategory, 'This category does not exist.');
  const point = askedPoint(query) ?? market;
  const area = { centre: market, radiusMiles: market.radiusMiles };
  if (limit === undefined) return wholeList(deps, asker, { marketId, categoryId }, { point, area });
  const rows = await findNearbyMerchants(deps.db, { marketId, categoryId }, { point, area, limit });
  return toMerchants(deps.db, rows, await askerVoucherId(deps.db, asker));
}
