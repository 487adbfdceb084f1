import * as DeviceApi from './account/device-endpoints.ts';
import * as AccountApi from './account/endpoints.ts';
import * as AccountStateApi from './account/account-state-endpoints.ts';
import * as FavoriteApi from './account/favorite-endpoints.ts';
import * as PasswordApi from './account/password-endpoints.ts';
import * as RegistrationApi from './account/registration-endpoints.ts';
import * as ActivationApi from './activation/endpoints.ts';
import * as SubscriptionApi from './activation/subscription-endpoints.ts';
import * as VoucherApi from './activation/voucher-endpoints.ts';
import * as AppApi from './app/endpoints.ts';
import * as CatalogApi from './catalog/endpoints.ts';
import * as InAreaApi from './catalog/in-area-endpoints.ts';
import * as SearchApi from './catalog/search-endpoints.ts';
import type { Area, Endpoint } from './endpoint.ts';
import * as MarketApi from './market/endpoints.ts';
import * as RedemptionApi from './redemption/endpoints.ts';
import * as VerifyApi from './redemption/verify-endpoints.ts';

/** The API, by spec area: each endpoint declared once, in the folder of the area that owns it. */
export const Api = {
  account: {
    ...AccountApi,
    ...RegistrationApi,
    ...PasswordApi,
    ...DeviceApi,
    ...FavoriteApi,
    ...AccountStateApi,
  },
  market: MarketApi,
  catalog: { ...CatalogApi, ...InAreaApi, ...SearchApi },
  activation: { ...ActivationApi, ...VoucherApi, ...SubscriptionApi },
  redemption: { ...RedemptionApi, ...VerifyApi },
  app: AppApi,
} as const satisfies Record<Area, Record<string, Endpoint>>;

/** Every endpoint of the API. */
export const allEndpoints: readonly Endpoint[] = Object.values<Record<string, Endpoint>>(
  Api,
).flatMap((area) => Object.values(area));
