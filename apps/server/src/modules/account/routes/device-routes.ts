import type { AccountApi } from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../../http/endpoint-routes.ts';
import { logSecurityEvent } from '../../../lib/security-events.ts';
import { signedInDevices, signOutDevice, signOutOtherDevices } from '../services/device-service.ts';

/** The member's signed-in devices, and signing out of the others. */
export function deviceHandlers(
  app: FastifyInstance,
): Pick<Handlers<typeof AccountApi>, 'getDevices' | 'signOutOtherDevices' | 'signOutDevice'> {
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

    signOutDevice: async ({ user, request, params, body }) => {
      const origin = { address: request.ip, log: request.log };
      const ended = await signOutDevice(
        app.db,
        origin,
        user,
        params.sessionId,
        body.currentPassword,
      );
      logSecurityEvent(request.log, 'session.revoked', {
        userId: user.userId,
        reason: 'signOutDevice',
        sessions: ended,
      });
      return { ended };
    },
  };
}
