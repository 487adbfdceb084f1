import * as AccountApi from './account/endpoints.ts';
import * as AccountConsoleApi from './account/support-console-endpoints.ts';
import * as ActivationApi from './activation/endpoints.ts';
import * as CodeBatchConsoleApi from './activation/code-batch-console-endpoints.ts';
import * as AppApi from './app/endpoints.ts';
import * as CatalogApi from './catalog/endpoints.ts';
import * as CatalogConsoleApi from './catalog/console-endpoints.ts';
import * as CatalogBusinessApi from './catalog/business-endpoints.ts';
import * as CatalogMediaConsoleApi from './catalog/media-console-endpoints.ts';
import * as CatalogImportConsoleApi from './catalog/import-console-endpoints.ts';
import * as OfferChangeBusinessApi from './catalog/offer-change-business-endpoints.ts';
import * as OfferChangeConsoleApi from './catalog/offer-change-console-endpoints.ts';
import type { Area, Endpoint } from './endpoint.ts';
import * as MarketApi from './market/endpoints.ts';
import * as MarketConsoleApi from './market/console-endpoints.ts';
import * as RedemptionApi from './redemption/endpoints.ts';
import * as RedemptionConsoleApi from './redemption/console-endpoints.ts';
import * as NotHonouredApi from './redemption/not-honoured-endpoints.ts';
import * as RedemptionBusinessApi from './redemption/business-endpoints.ts';
import * as StaffApi from './staff/endpoints.ts';
import * as BusinessApi from './business/endpoints.ts';
import * as BusinessConsoleApi from './business/console-endpoints.ts';
import * as BusinessAccountApi from './business/account-endpoints.ts';
import * as BusinessPeopleApi from './business/people-endpoints.ts';
import * as NoticesApi from './notices/endpoints.ts';
import * as ReportsConsoleApi from './reports/console-endpoints.ts';
import * as ReportsBusinessApi from './reports/business-endpoints.ts';
import * as FundraisingApi from './fundraising/endpoints.ts';
import * as FundraisingConsoleApi from './fundraising/console-endpoints.ts';
import * as FundraisingBusinessApi from './fundraising/business-endpoints.ts';

/** The API, by spec area: each endpoint declared once, in its area's `endpoints.ts`. */
export const Api = {
  account: { ...AccountApi, ...AccountConsoleApi },
  // An area's console endpoints are part of it (ADR 0031).
  market: { ...MarketApi, ...MarketConsoleApi },
  catalog: {
    ...CatalogApi,
    ...CatalogConsoleApi,
    ...CatalogMediaConsoleApi,
    ...CatalogImportConsoleApi,
    ...OfferChangeBusinessApi,
    ...OfferChangeConsoleApi,
    ...CatalogBusinessApi,
  },
  activation: { ...ActivationApi, ...CodeBatchConsoleApi },
  // The Redeem Desk's calls (MERCHANT-5) are the redemption area's, under /api/business/.
  redemption: {
    ...RedemptionApi,
    ...NotHonouredApi,
    ...RedemptionConsoleApi,
    ...RedemptionBusinessApi,
  },
  app: AppApi,
  staff: StaffApi,
  notices: NoticesApi,
  reports: { ...ReportsConsoleApi, ...ReportsBusinessApi },
  // A business's organisation and people (MERCHANT-1, MERCHANT-2; ADR 0046); an area's endpoints
  // for a business's people, under /api/business/, are part of that area, like console ones.
  business: { ...BusinessApi, ...BusinessConsoleApi, ...BusinessAccountApi, ...BusinessPeopleApi },
  // FUNDRAISING-1…8: groups, campaigns and sellers; campaigns' public pages.
  fundraising: { ...FundraisingApi, ...FundraisingConsoleApi, ...FundraisingBusinessApi },
} as const satisfies Record<Area, Record<string, Endpoint>>;

/** Every endpoint of the API. */
export const allEndpoints: readonly Endpoint[] = Object.values<Record<string, Endpoint>>(
  Api,
).flatMap((area) => Object.values(area));
