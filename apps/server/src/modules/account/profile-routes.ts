import type { AccountApi } from '@citybook/contract';
import {
  AccountErrors,
  CommonErrors,
  contactDetailsSchema,
  emailSchema,
  isGuestEmail,
  normalizeEmail,
  ProfileText,
  CreateAccountText,
  PasswordText,
} from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../http/endpoint-routes.ts';
import { nowIso } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { verifyPassword } from './password-hash.ts';
import { loadProfile } from './profile.ts';
import { emailTaken, findUserById } from './user-repo.ts';

/** The member's contact details. */
export function profileHandlers(
  app: FastifyInstance,
): Pick<Handlers<typeof AccountApi>, 'updateProfile'> {
  const deps = { db: app.db, config: app.config };
  return {
    updateProfile: async ({ user: session, body }) => {
      const { emailAddress, currentPassword, ...contact } = body;
      const details = contactDetailsSchema.safeParse({
        firstName: contact.firstName ?? '',
        lastName: contact.lastName ?? '',
        phone: contact.phone ?? '',
        postalCode: contact.postalCode ?? '',
      });
      if (!details.success) {
        const issue = details.error.issues[0];
        throw new HttpError(CommonErrors.validation, `${issue?.path.join('.')}: ${issue?.message}`);
      }
      const email = emailSchema.safeParse(emailAddress);
      if (!email.success) {
        throw new HttpError(AccountErrors.invalidEmail, CreateAccountText.invalidEmail);
      }
      const user = await findUserById(app.db, session.userId);
      if (!user) throw new HttpError(AccountErrors.accountGone, 'This account no longer exists.');

      const newEmail = normalizeEmail(email.data);
      if (newEmail !== user.email) {
        if (!currentPassword) {
          throw new HttpError(
            AccountErrors.wrongCurrentPassword,
            ProfileText.currentPasswordNeeded,
          );
        }
        if (!(await verifyPassword(user.password_hash, currentPassword))) {
          throw new HttpError(
            AccountErrors.wrongCurrentPassword,
            PasswordText.wrongCurrentPassword,
          );
        }
        if (isGuestEmail(newEmail) || (await emailTaken(app.db, newEmail))) {
          throw new HttpError(AccountErrors.emailTaken, CreateAccountText.emailTaken);
        }
      }
      const { firstName, lastName, phone, postalCode } = details.data;
      await app.db
        .updateTable('app_user')
        .set({
          email: newEmail,
          first_name: firstName,
          last_name: lastName,
          phone,
          postal_code: postalCode,
          updated_at: nowIso(),
        })
        .where('id', '=', user.id)
        .execute();
      return loadProfile(deps, { ...session, email: newEmail });
    },
  };
}
