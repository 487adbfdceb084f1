import type { AccountApi } from '@citybook/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Handlers } from '../../../http/endpoint-routes.ts';
import { logSecurityEvent } from '../../../lib/security-events.ts';
import type { Mail } from '../../../plugins/mailer.ts';
import {
  changePassword,
  requestPasswordReset,
  resetPassword,
} from '../services/password-service.ts';

type PasswordHandlers = Pick<
  Handlers<typeof AccountApi>,
  'forgotPassword' | 'resetPassword' | 'changePassword'
>;

/** Forgotten, reset and changed passwords. */
export function passwordHandlers(app: FastifyInstance): PasswordHandlers {
  const mail = {
    db: app.db,
    sendMail: (message: Mail) => app.sendMail(message),
    publicUrl: app.config.PUBLIC_URL,
  };
  const pending = new Set<Promise<void>>();
  const afterAnswer = (work: Promise<void>, log: FastifyBaseLogger) => {
    const tracked = work
      .catch((error: unknown) => log.error({ err: error }, 'password reset request failed'))
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  // Requests already answered finish before the database closes.
  app.addHook('onClose', async () => {
    await Promise.allSettled(pending);
  });

  return {
    forgotPassword: async ({ request, reply, body }) => {
      // Sent before any look-up: the same answer, work and time whether or not the email has an
      // account (issue #14 item 9). The look-up and the mail start once the answer is out, so
      // their work cannot delay it either.
      reply.raw.once('close', () => {
        afterAnswer(
          requestPasswordReset(mail, body.emailAddress).then((outcome) => {
            logSecurityEvent(request.log, 'password.resetRequested', { outcome });
          }),
          request.log,
        );
      });
      return {};
    },

    resetPassword: async ({ body, request }) => {
      const { userId, endedSessions } = await resetPassword(app.db, body.token, body.password);
      logSecurityEvent(request.log, 'password.reset', { userId });
      logSecurityEvent(request.log, 'session.revoked', {
        userId,
        reason: 'password.reset',
        sessions: endedSessions,
      });
      return {};
    },

    changePassword: async ({ request, user, body }) => {
      const origin = { address: request.ip, log: request.log };
      const { userId, endedSessions } = await changePassword(
        app.db,
        origin,
        user,
        body.currentPassword,
        body.newPassword,
      );
      logSecurityEvent(request.log, 'password.changed', { userId });
      logSecurityEvent(request.log, 'session.revoked', {
        userId,
        reason: 'password.changed',
        sessions: endedSessions,
      });
      return {};
    },
  };
}
