import { AccountErrors } from '../account/error-answers.ts';
import { profileSchema } from '../account/profile.ts';
import { defineEndpoint } from '../endpoint.ts';
import { MarketErrors } from './error-answers.ts';
import {
  geolocationQuerySchema,
  marketIdParamsSchema,
  marketListSchema,
  marketSchema,
  setMarketRequestSchema,
} from './market.ts';

export const getMarkets = defineEndpoint({
  area: 'market',
  name: 'getMarkets',
  method: 'GET',
  path: '/api/market/getall',
  access: 'anyone',
  response: marketListSchema,
  errors: [],
});

export const getMarket = defineEndpoint({
  area: 'market',
  name: 'getMarket',
  method: 'GET',
  path: '/api/market/get/:marketId',
  access: 'anyone',
  params: marketIdParamsSchema,
  response: marketSchema,
  errors: [MarketErrors.unknownMarket],
});

export const getMarketByGeolocation = defineEndpoint({
  area: 'market',
  name: 'getMarketByGeolocation',
  method: 'GET',
  path: '/api/market/getByGeolocation',
  access: 'anyone',
  query: geolocationQuerySchema,
  response: marketSchema,
  errors: [MarketErrors.noMarketAtPosition],
});

export const setMarket = defineEndpoint({
  area: 'market',
  name: 'setMarket',
  method: 'POST',
  path: '/api/account/setMarket',
  access: 'user',
  body: setMarketRequestSchema,
  response: profileSchema,
  errors: [MarketErrors.unknownMarket, AccountErrors.accountGone],
});

/** MARKET-5 market calls. */
