import type { AccountApi } from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../../http/endpoint-routes.ts';
import { sessionClientOf } from '../../../lib/client-description.ts';
import { logSecurityEvent } from '../../../lib/security-events.ts';
import { clearSessionCookies, setSessionCookies } from '../../../plugins/auth.ts';
import { profileOf } from '../services/profile-service.ts';
import { deleteConfirmedAccount } from '../services/account-deletion-service.ts';
import { createAccount } from '../services/registration-service.ts';

type RegistrationHandlers = Pick<Handlers<typeof AccountApi>, 'createAccount' | 'deleteAccount'>;

/** Creating and deleting an account. */
export function registrationHandlers(app: FastifyInstance): RegistrationHandlers {
  const deps = { db: app.db, config: app.config };
  return {
    createAccount: async ({ body, request, reply }) => {
      const { user, token } = await createAccount(app.db, body, sessionClientOf(request));
      setSessionCookies(request, reply, token);
      return profileOf(deps, user);
    },

    deleteAccount: async ({ request, user, body, reply }) => {
      const origin = { address: request.ip, log: request.log };
      await deleteConfirmedAccount(app.db, origin, user, body.currentPassword);
      logSecurityEvent(request.log, 'account.deleted', { userId: user.userId });
      clearSessionCookies(reply);
      return {};
    },
  };
}
