import { AccountErrors } from '../account/endpoints.ts';
import { profileSchema } from '../account/profile.ts';
import { ErrorCode } from '../app/errors.ts';
import { defineEndpoint, errorAnswer } from '../endpoint.ts';
import {
  geolocationQuerySchema,
  marketIdParamsSchema,
  marketListSchema,
  marketSchema,
  setMarketRequestSchema,
} from './market.ts';

export const MarketErrors = {
  unknownMarket: errorAnswer({
    status: 404,
    code: ErrorCode.notFound,
    when: 'No market has this id.',
  }),
} as const;

const getMarkets = defineEndpoint({
  area: 'market',
  name: 'getMarkets',
  method: 'GET',
  path: '/api/market/getall',
  summary: 'All markets.',
  access: 'anyone',
  response: marketListSchema,
  errors: [],
});

const getMarket = defineEndpoint({
  area: 'market',
  name: 'getMarket',
  method: 'GET',
  path: '/api/market/get/:marketId',
  summary: 'One market.',
  access: 'anyone',
  params: marketIdParamsSchema,
  response: marketSchema,
  errors: [MarketErrors.unknownMarket],
});

const getMarketByGeolocation = defineEndpoint({
  area: 'market',
  name: 'getMarketByGeolocation',
  method: 'GET',
  path: '/api/market/getByGeolocation',
  summary: 'The market around a position; (0, 0) or a position outside every market: the default.',
  access: 'anyone',
  query: geolocationQuerySchema,
  response: marketSchema,
  errors: [
    errorAnswer({
      status: 404,
      code: ErrorCode.notFound,
      when: 'No market contains the position and the default market does not exist.',
    }),
  ],
});

const setMarket = defineEndpoint({
  area: 'market',
  name: 'setMarket',
  method: 'POST',
  path: '/api/account/setMarket',
  summary: 'Chooses the member’s market (the guest’s: for this session only).',
  access: 'user',
  body: setMarketRequestSchema,
  response: profileSchema,
  errors: [MarketErrors.unknownMarket, AccountErrors.accountGone],
});

/** Spec §7 market calls. */
export const MarketApi = {
  getMarkets,
  getMarket,
  getMarketByGeolocation,
  setMarket,
} as const;
