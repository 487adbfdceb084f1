import { MarketApi } from '@citybook/contract';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import { loadProfile } from '../../account/services/profile-service.ts';
import { chooseMarket, marketAt, requireMarket } from '../services/market-service.ts';
import { listMarkets } from '../repositories/market-repo.ts';

/** Spec §7 market calls. */
export const marketRoutes = endpointRoutes(MarketApi, (app) => {
  const deps = { db: app.db, config: app.config };
  return {
    getMarkets: async () => listMarkets(app.db),

    getMarket: async ({ params }) => requireMarket(app.db, params.marketId),

    getMarketByGeolocation: async ({ query }) => marketAt(app.db, query, app.config.DEFAULT_MARKET),

    setMarket: async ({ user, body }) => {
      await chooseMarket(app.db, user, body.marketId);
      // The guest's choice is its session's: the profile shows it at once.
      return loadProfile(deps, { ...user, marketId: body.marketId });
    },
  };
});
