import { CatalogApi } from '@citybook/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import { optionalUser, type SessionUser } from '../../../plugins/auth.ts';
import { categoriesOfMarket } from '../services/category-service.ts';
import {
  allMerchants,
  merchantListCache,
  merchantsByFranchisor,
  merchantsInCategory,
  type MerchantList,
} from '../services/merchant-list-service.ts';
import { matchesTag, merchantListTag } from '../services/merchant-list-tag-service.ts';
import { merchantById } from '../services/merchant-service.ts';
import { mobileAdsOfMarket, mobileAdsTag } from '../services/mobile-ad-service.ts';
import { favoriteHandlers } from './favorite-routes.ts';
import { inAreaHandlers } from './in-area-routes.ts';
import { searchHandlers } from './search/search-routes.ts';

/** A whole list is JSON in the contract's shape already (checked when rendered): sent as it is. */
const answer = (reply: FastifyReply, list: MerchantList) =>
  Buffer.isBuffer(list) ? reply.type('application/json; charset=utf-8').send(list) : list;

interface ListCall {
  request: FastifyRequest;
  reply: FastifyReply;
  query: { shared: boolean } & Record<string, unknown>;
}

/**
 * The catalog area's calls, one plugin for the whole area: categories, ads, merchants and the
 * map's settings (CATALOG-3, CATALOG-7, CATALOG-9, CATALOG-15), the map's box (CATALOG-18), the
 * market search (CATALOG-19) and favourites (CATALOG-25).
 */
export const catalogRoutes = endpointRoutes(CatalogApi, (app) => {
  const lists = { db: app.db, listCache: app.catalogCache.of(merchantListCache) };

  /**
   * A merchant list. Shared (issue #17 item 5): no member's flags, so one ETag for everyone and a
   * 304 when the client's copy is current. Otherwise the asker's flags, as old clients expect.
   */
  const list = async (
    name: string,
    { request, reply, query }: ListCall,
    build: (asker: SessionUser | null) => Promise<MerchantList>,
  ) => {
    if (!query.shared) return answer(reply, await build(await optionalUser(request)));
    const tag = await merchantListTag(app.db, name, query);
    reply.header('ETag', tag);
    if (matchesTag(request.headers['if-none-match'], tag)) return reply.code(304).send();
    return answer(reply, await build(null));
  };

  return {
    getCategories: async ({ params }) => categoriesOfMarket(app.db, params.marketId),

    // OPERATOR-10: filtered by the day at each answer; the tag is of what is shown.
    getMobileAds: async ({ params, request, reply }) => {
      const ads = await mobileAdsOfMarket(app.db, params.marketId);
      const tag = mobileAdsTag(ads);
      reply.header('ETag', tag);
      if (matchesTag(request.headers['if-none-match'], tag)) return reply.code(304).send();
      return ads;
    },

    getMerchant: async ({ params, query, request }) =>
      merchantById(app.db, params.id, query, await optionalUser(request)),

    getAllMerchants: async (call) =>
      list(CatalogApi.getAllMerchants.name, call, (asker) =>
        allMerchants(lists, call.query, asker),
      ),

    getMerchantsByFranchisor: async (call) =>
      list(CatalogApi.getMerchantsByFranchisor.name, call, (asker) =>
        merchantsByFranchisor(lists, call.query, asker),
      ),

    getMerchantsInCategory: async (call) =>
      list(CatalogApi.getMerchantsInCategory.name, call, (asker) =>
        merchantsInCategory(lists, call.query, asker),
      ),

    getMapConfig: async () => ({
      tileUrl: app.config.TILE_URL,
      tileAttribution: app.config.TILE_ATTRIBUTION,
    }),

    ...inAreaHandlers(app),
    ...searchHandlers(app),
    ...favoriteHandlers(app),
  };
});
