import { NoticesApi } from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import {
  noticePreferencesOf,
  unsubscribeByToken,
  updateNoticePreferences,
} from '../services/unsubscribe-service.ts';
import { pushConfigOf, subscribeDevice, unsubscribeDevice } from '../services/push/push-service.ts';
import { vapidOf } from '../services/push/vapid.ts';

/**
 * NOTICE-10: RFC 8058's one-click POST is a form (`List-Unsubscribe=One-Click`); only these
 * routes read form bodies.
 */
function formBodies(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

/** The notices area's endpoints: reminder choices, one-click unsubscribe, this device's pushes. */
export async function noticesRoutes(app: FastifyInstance): Promise<void> {
  formBodies(app);
  await app.register(
    endpointRoutes(NoticesApi, (scope) => ({
      getNoticePreferences: async ({ user }) => noticePreferencesOf(scope.db, user.userId),
      updateNoticePreferences: async ({ user, body }) =>
        updateNoticePreferences(scope.db, user.userId, body),
      unsubscribe: async ({ query }) =>
        unsubscribeByToken(scope.db, scope.config.NOTICE_SECRET_KEY, query.token),
      getPushConfig: () => Promise.resolve(pushConfigOf(vapidOf(scope.config))),
      subscribePush: async ({ user, body }) =>
        subscribeDevice(
          scope.db,
          {
            vapid: vapidOf(scope.config),
            production: scope.config.NODE_ENV === 'production',
          },
          user.userId,
          body,
        ),
      unsubscribePush: async ({ user, body }) =>
        unsubscribeDevice(scope.db, user.userId, body.endpoint),
    })),
  );
}
