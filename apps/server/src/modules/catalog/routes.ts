import { CatalogApi, CatalogErrors, MarketErrors } from '@citybook/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { endpointRoutes } from '../../http/endpoint-routes.ts';
import { HttpError } from '../../lib/http-error.ts';
import { distanceMiles } from '../../lib/geo.ts';
import { optionalUser } from '../../plugins/auth.ts';
import type { Point } from '../../lib/geo.ts';
import { findMarket, marketExists } from '../market/market-repo.ts';
import { offersRedeemedOn } from '../redemption/redemption-repo.ts';
import { categoryExists, listCategories } from './category-repo.ts';
import { MerchantListCache } from './merchant-list-cache.ts';
import { merchantListJson } from './merchant-list-json.ts';
import {
  findMerchant,
  findNearbyMerchants,
  nearestFirst,
  nearestPerFranchise,
  toMerchants,
  type MerchantFilter,
} from './merchant-repo.ts';
import type { Area } from './nearby.ts';
import { listMobileAds } from './mobile-ad-repo.ts';

/** Rendered whole lists kept in memory: about 2 MB per 1,000 merchants. */
const LIST_CACHE_BYTES = 64 * 1024 * 1024;

const noMarket = () => new HttpError(MarketErrors.unknownMarket, 'This market does not exist.');

/** The asked position, or null when absent or (0, 0), which means "unknown" (spec §4). */
function askedPoint(query: { latitude?: number | undefined; longitude?: number | undefined }) {
  const { latitude, longitude } = query;
  if (latitude === undefined || longitude === undefined) return null;
  if (latitude === 0 && longitude === 0) return null;
  return { latitude, longitude };
}

export const catalogRoutes = endpointRoutes(CatalogApi, (app) => {
  /** The current voucher of the asking member, for the offers' redeemed flags. */
  const voucherOf = async (request: FastifyRequest): Promise<number | null> => {
    const session = await optionalUser(request);
    if (!session) return null;
    const user = await app.db
      .selectFrom('app_user')
      .select('current_voucher_id')
      .where('id', '=', session.userId)
      .executeTakeFirst();
    return user?.current_voucher_id ?? null;
  };

  const listCache = new MerchantListCache(LIST_CACHE_BYTES);

  /** A whole list for the asker, nearest first: the rendered list of this catalogue version. */
  const wholeList = async (
    request: FastifyRequest,
    reply: FastifyReply,
    filter: MerchantFilter,
    where: { point: Point; area: Area | null; groupByFranchisor?: boolean },
  ) => {
    const ordered = nearestFirst(
      await listCache.merchants(app.db, filter),
      where.point,
      where.area,
    );
    const shown = where.groupByFranchisor
      ? nearestPerFranchise(ordered, (merchant) => merchant.place.franchisor_id)
      : ordered;
    const voucherId = await voucherOf(request);
    const redeemed =
      voucherId === null ? new Set<number>() : await offersRedeemedOn(app.db, voucherId);
    // Already JSON in the contract's shape (checked when rendered): sent as it is.
    return reply.type('application/json; charset=utf-8').send(merchantListJson(shown, redeemed));
  };

  const marketOf = async (marketId: number) =>
    (await findMarket(app.db, marketId)) ?? Promise.reject(noMarket());

  const noMerchant = () =>
    new HttpError(CatalogErrors.unknownMerchant, 'This merchant does not exist.');

  return {
    getCategories: async ({ params }) => {
      if (!(await marketExists(app.db, params.marketId))) throw noMarket();
      return listCategories(app.db);
    },

    getMobileAds: async ({ params }) => {
      if (!(await marketExists(app.db, params.marketId))) throw noMarket();
      return listMobileAds(app.db, params.marketId);
    },

    getMerchant: async ({ params, query, request }) => {
      const row = await findMerchant(app.db, params.id);
      if (!row) throw noMerchant();
      const point = askedPoint(query);
      const [merchant] = await toMerchants(
        app.db,
        [{ ...row, distance: point ? distanceMiles(point, row) : 0 }],
        await voucherOf(request),
      );
      return merchant ?? Promise.reject(noMerchant());
    },

    getAllMerchants: async ({ query, request, reply }) => {
      const { marketId, ignoreMarketRadius, groupByFranchisor, limit } = query;
      const market = await marketOf(marketId);
      const point = askedPoint(query) ?? market;
      const area = ignoreMarketRadius ? null : { centre: market, radiusMiles: market.radiusMiles };
      if (limit === undefined)
        return wholeList(request, reply, { marketId }, { point, area, groupByFranchisor });
      const rows = await findNearbyMerchants(app.db, { marketId }, { point, area, limit });
      return toMerchants(
        app.db,
        groupByFranchisor ? nearestPerFranchise(rows, (row) => row.franchisor_id) : rows,
        await voucherOf(request),
      );
    },

    getMerchantsByFranchisor: async ({ query, request, reply }) => {
      const { marketId, franchisorId } = query;
      const market = await marketOf(marketId);
      const point = askedPoint(query) ?? market;
      return wholeList(request, reply, { marketId, franchisorId }, { point, area: null });
    },

    getMerchantsInCategory: async ({ query, request, reply }) => {
      const { marketId, categoryId, limit } = query;
      const market = await marketOf(marketId);
      if (!(await categoryExists(app.db, categoryId)))
        throw new HttpError(CatalogErrors.unknownCategory, 'This category does not exist.');
      const point = askedPoint(query) ?? market;
      const area = { centre: market, radiusMiles: market.radiusMiles };
      if (limit === undefined)
        return wholeList(request, reply, { marketId, categoryId }, { point, area });
      const rows = await findNearbyMerchants(
        app.db,
        { marketId, categoryId },
        { point, area, limit },
      );
      return toMerchants(app.db, rows, await voucherOf(request));
    },

    getMapConfig: async () => ({
      tileUrl: app.config.TILE_URL,
      tileAttribution: app.config.TILE_ATTRIBUTION,
    }),
  };
});
