import type { AccountApi } from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../../http/endpoint-routes.ts';
import { loadProfile } from '../services/profile-service.ts';
import { updateProfile } from '../services/profile-update-service.ts';

type ProfileHandlers = Pick<
  Handlers<typeof AccountApi>,
  'getProfile' | 'getExpired' | 'updateProfile'
>;

/** The session's profile, its activation's end, and the member's contact details. */
export function profileHandlers(app: FastifyInstance): ProfileHandlers {
  const deps = { db: app.db, config: app.config };
  return {
    getProfile: async ({ user }) => loadProfile(deps, user),

    getExpired: async ({ user }) => {
      const profile = await loadProfile(deps, user);
      return { userOffersValidTo: profile.userOffersValidTo };
    },

    updateProfile: async ({ request, user, body }) =>
      updateProfile(deps, { address: request.ip, log: request.log }, user, body),
  };
}
