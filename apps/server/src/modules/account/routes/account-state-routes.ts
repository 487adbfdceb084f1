import type { AccountApi } from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../../http/endpoint-routes.ts';
import { accountState } from '../services/account-state-service.ts';

/** The member's own state beside the shared lists (ACCOUNT-26). */
export function accountStateHandlers(
  app: FastifyInstance,
): Pick<Handlers<typeof AccountApi>, 'getAccountState'> {
  return { getAccountState: ({ user }) => accountState(app.db, user) };
}
