import { MarketApi } from '@citybook/contract';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import type { ProfileOf } from '../../../http/profile-of.ts';
import type { SessionUser } from '../../../plugins/auth.ts';
import { marketAt, requireMarket } from '../services/market-service.ts';
import { listMarkets } from '../repositories/market-repo.ts';

/**
 * What the market routes get from app.ts: the member's market and profile are the account's, and
 * account depends on market, not the other way round (ADR 0026).
 */
export interface MarketRoutesOptions {
  /** Makes the market the session's member's (the guest's: its session's). */
  chooseMarket: (session: SessionUser, marketId: number) => Promise<void>;
  profileOf: ProfileOf;
}

/** MARKET-5 market calls. */
export const marketRoutes = ({ chooseMarket, profileOf }: MarketRoutesOptions) =>
  endpointRoutes(MarketApi, (app) => ({
    getMarkets: async () => listMarkets(app.db),

    getMarket: async ({ params }) => requireMarket(app.db, params.marketId),

    getMarketByGeolocation: async ({ query }) => marketAt(app.db, query, app.config.DEFAULT_MARKET),

    setMarket: async ({ user, body }) => {
      await chooseMarket(user, body.marketId);
      // The guest's choice is its session's: the profile shows it at once.
      return profileOf({ ...user, marketId: body.marketId });
    },
  }));
