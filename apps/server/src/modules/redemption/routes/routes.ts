import { RedemptionApi, RedemptionBusinessApi } from '@citybook/contract';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import { listRedemptions } from '../repositories/redemption-repo.ts';
import { offlineTicketsOf } from '../services/offline-ticket-service.ts';
import { redeem, type RedeemDeps } from '../services/redemption-service.ts';
import { deskHandlers } from './desk-routes.ts';
import { verifyHandlers } from './verify-routes.ts';

/** What the redemption routes get from app.ts: the catalogue's offer lookup. */
export type RedemptionRoutesOptions = Pick<RedeemDeps, 'offerToRedeem'>;

/**
 * The redemption area's calls: redeem and redemptions (REDEEM-5, REDEEM-7), the offline tickets
 * that bound redeeming with no signal (REDEEM-9), the code check (REDEEM-10), and the Redeem
 * Desk's check and accept at a business's location (MERCHANT-5).
 */
export const redemptionRoutes = ({ offerToRedeem }: RedemptionRoutesOptions) =>
  endpointRoutes({ ...RedemptionApi, ...RedemptionBusinessApi }, (app) => ({
    redeem: async ({ user, body }) => redeem({ db: app.db, offerToRedeem }, user.userId, body),

    getRedemptions: async ({ user }) => listRedemptions(app.db, user.userId),

    getOfflineTickets: async ({ user, body }) =>
      offlineTicketsOf(app.db, user, body.activationVoucherId),

    ...verifyHandlers(app),

    ...deskHandlers(app),
  }));
