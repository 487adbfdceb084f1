import {
  AccountApi,
  AppApi,
  CatalogApi,
  ErrorCode,
  MarketApi,
  NotHonouredApi,
  RedemptionApi,
} from '@citybook/contract';
import { categories, markets } from '../fixtures.ts';
import { apiHandler, apiReply, errorResponse } from './http-from-contract.ts';

/**
 * The API's common answers, from the test fixtures: the markets and their categories, the map's
 * settings, an empty account state, no offline tickets, and error reports taken. Tests change any with `server.use()`;
 * development uses them too (VITE_API_MOCKS=true, ADR 0028).
 */
export const handlers = [
  apiReply(MarketApi.getMarkets, markets),
  apiHandler(MarketApi.getMarket, ({ params }) => {
    const market = markets.find((each) => String(each.id) === params['marketId']);
    return market ?? errorResponse(404, { code: ErrorCode.notFound, message: 'No such market.' });
  }),
  apiReply(CatalogApi.getCategories, categories),
  apiReply(CatalogApi.getMapConfig, {
    tileUrl: '/tiles/{z}/{x}/{y}.png',
    tileAttribution: 'Test tiles',
  }),
  apiReply(AccountApi.getAccountState, {
    redeemedOfferIds: [],
    favoriteMerchantIds: [],
    guest: false,
  }),
  apiReply(AppApi.reportClientError, undefined),
  // An activated member's device asks for offline tickets on every member page (issue #27).
  apiReply(RedemptionApi.getOfflineTickets, []),
  // MERCHANT-10: the Savings Tracker reads the member's reports of coupons not honoured.
  apiReply(NotHonouredApi.getNotHonouredReports, []),
];
