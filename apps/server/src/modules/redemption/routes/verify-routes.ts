import { VerifyApi } from '@citybook/contract';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import { verifyRedemption } from '../services/verification-service.ts';

/** Issue #16: staff's verification code check (public, rate-limited by its declaration). */
export const verifyRoutes = endpointRoutes(VerifyApi, (app) => ({
  verifyRedemption: async ({ params }) => verifyRedemption(app.db, params.code),
}));
