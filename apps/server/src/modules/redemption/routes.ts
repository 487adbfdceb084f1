import { RedemptionApi } from '@citybook/contract';
import { endpointRoutes } from '../../http/endpoint-routes.ts';
import { listRedemptions } from './redemption-repo.ts';
import { redeem } from './redemption-service.ts';

/** Redeem and redemptions (REDEEM-5, REDEEM-7). */
export const redemptionRoutes = endpointRoutes(RedemptionApi, (app) => ({
  redeem: async ({ user, body }) => redeem(app.db, user.userId, body),

  getRedemptions: async ({ user }) => listRedemptions(app.db, user.userId),
}));
