import type { RedemptionApi } from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../../http/endpoint-routes.ts';
import { verifyRedemption } from '../services/verification-service.ts';

/** REDEEM-10: staff's verification code check (public, rate-limited by its declaration). */
export function verifyHandlers(
  app: FastifyInstance,
): Pick<Handlers<typeof RedemptionApi>, 'verifyRedemption'> {
  return { verifyRedemption: async ({ params }) => verifyRedemption(app.db, params.code) };
}
