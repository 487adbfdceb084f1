import { RedemptionApi } from '@citybook/contract';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import { listRedemptions } from '../repositories/redemption-repo.ts';
import { redeem } from '../services/redemption-service.ts';

/** Spec §7 redeem and redemptions. */
export const redemptionRoutes = endpointRoutes(RedemptionApi, (app) => ({
  redeem: async ({ user, body }) => redeem(app.db, user.userId, body),

  getRedemptions: async ({ user }) => listRedemptions(app.db, user.userId),
}));
