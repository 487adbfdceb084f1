import { CatalogApi } from '@citybook/contract';
import type { FastifyReply } from 'fastify';
import { endpointRoutes } from '../../http/endpoint-routes.ts';
import { optionalUser } from '../../plugins/auth.ts';
import { categoriesOfMarket } from './category-service.ts';
import { MerchantListCache } from './merchant-list-cache.ts';
import {
  allMerchants,
  merchantsByFranchisor,
  merchantsInCategory,
  type MerchantList,
} from './merchant-list-service.ts';
import { merchantById } from './merchant-service.ts';
import { mobileAdsOfMarket } from './mobile-ad-service.ts';

/** Rendered whole lists kept in memory: about 2 MB per 1,000 merchants. */
const LIST_CACHE_BYTES = 64 * 1024 * 1024;

/** A whole list is JSON in the contract's shape already (checked when rendered): sent as it is. */
const answer = (reply: FastifyReply, list: MerchantList) =>
  Buffer.isBuffer(list) ? reply.type('application/json; charset=utf-8').send(list) : list;

/** Spec §7 catalogue calls: categories, ads, merchants and the map's settings. */
export const catalogRoutes = endpointRoutes(CatalogApi, (app) => {
  const lists = { db: app.db, listCache: new MerchantListCache(LIST_CACHE_BYTES) };
  return {
    getCategories: async ({ params }) => categoriesOfMarket(app.db, params.marketId),

    getMobileAds: async ({ params }) => mobileAdsOfMarket(app.db, params.marketId),

    getMerchant: async ({ params, query, request }) =>
      merchantById(app.db, params.id, query, await optionalUser(request)),

    getAllMerchants: async ({ query, request, reply }) =>
      answer(reply, await allMerchants(lists, query, await optionalUser(request))),

    getMerchantsByFranchisor: async ({ query, request, reply }) =>
      answer(reply, await merchantsByFranchisor(lists, query, await optionalUser(request))),

    getMerchantsInCategory: async ({ query, request, reply }) =>
      answer(reply, await merchantsInCategory(lists, query, await optionalUser(request))),

    getMapConfig: async () => ({
      tileUrl: app.config.TILE_URL,
      tileAttribution: app.config.TILE_ATTRIBUTION,
    }),
  };
});
