import type { AccountApi } from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../../http/endpoint-routes.ts';
import { logSecurityEvent } from '../../../lib/security-events.ts';
import { signedInDevices, signOutOtherDevices } from '../services/device-service.ts';

/** The member's signed-in devices, and signing out of the others. */
export function deviceHandlers(
  app: FastifyInstance,
): Pick<Handlers<typeof AccountApi>, 'getDevices' | 'signOutOtherDevices'> {
  return {
    getDevices: ({ user }) => signedInDevices(app.db, user),

    signOutOtherDevices: async ({ user, request, body }) => {
      const origin = { address: request.ip, log: request.log };
      const ended = await signOutOtherDevices(app.db, origin, user, body.currentPassword);
      logSecurityEvent(request.log, 'session.revoked', {
        userId: user.userId,
        reason: 'signOutOthers',
        sessions: ended,
      });
      return { ended };
    },
  };
}
