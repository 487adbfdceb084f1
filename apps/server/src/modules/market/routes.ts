import { MarketApi, MarketErrors } from '@citybook/contract';
import { endpointRoutes } from '../../http/endpoint-routes.ts';
import { HttpError } from '../../lib/http-error.ts';
import { loadProfile } from '../account/profile.ts';
import { chooseMarket, marketAt } from './market-service.ts';
import { findMarket, listMarkets } from './market-repo.ts';

const noMarket = () => new HttpError(MarketErrors.unknownMarket, 'This market does not exist.');

/** Spec §7 market calls. */
export const marketRoutes = endpointRoutes(MarketApi, (app) => {
  const deps = { db: app.db, config: app.config };
  return {
    getMarkets: async () => listMarkets(app.db),

    getMarket: async ({ params }) =>
      (await findMarket(app.db, params.marketId)) ?? Promise.reject(noMarket()),

    getMarketByGeolocation: async ({ query }) =>
      (await marketAt(app.db, query, app.config.DEFAULT_MARKET)) ?? Promise.reject(noMarket()),

    setMarket: async ({ user, body }) => {
      if (!(await chooseMarket(app.db, user, body.marketId))) throw noMarket();
      // The guest's choice is its session's: the profile shows it at once.
      return loadProfile(deps, { ...user, marketId: body.marketId });
    },
  };
});
