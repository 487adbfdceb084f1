import type { AccountApi } from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../http/endpoint-routes.ts';
import type { Mail } from '../../plugins/mailer.ts';
import { changePassword, requestPasswordReset, resetPassword } from './password-service.ts';

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
  return {
    forgotPassword: async ({ body }) => {
      // The same answer whether or not the email exists; the mail goes out in the background.
      await requestPasswordReset(mail, body.emailAddress);
      return {};
    },

    resetPassword: async ({ body }) => {
      await resetPassword(app.db, body.token, body.password);
      return {};
    },

    changePassword: async ({ request, user, body }) => {
      const origin = { address: request.ip, log: request.log };
      await changePassword(app.db, origin, user, body.currentPassword, body.newPassword);
      return {};
    },
  };
}
