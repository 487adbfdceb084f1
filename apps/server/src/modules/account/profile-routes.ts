import {
  ApiPath,
  contactDetailsSchema,
  emailSchema,
  ErrorCode,
  isGuestEmail,
  normalizeEmail,
  profileSchema,
  profileUpdateRequestSchema,
  ProfileText,
  CreateAccountText,
  PasswordText,
  setMarketRequestSchema,
} from '@citybook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nowIso } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { marketExists } from '../market/market-repo.ts';
import { forbidGuest } from './guest-guard.ts';
import { verifyPassword } from './password-hash.ts';
import { loadProfile } from './profile.ts';
import { emailTaken, findUserById } from './user-repo.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ApiPath.account.profileUpdate,
    {
      preHandler: [requireUser, forbidGuest],
      schema: { body: profileUpdateRequestSchema, response: { 200: profileSchema } },
    },
    async (request) => {
      const session = currentUser(request);
      const { emailAddress, currentPassword, ...contact } = request.body;
      const details = contactDetailsSchema.safeParse({
        firstName: contact.firstName ?? '',
        lastName: contact.lastName ?? '',
        phone: contact.phone ?? '',
        postalCode: contact.postalCode ?? '',
      });
      if (!details.success) {
        const issue = details.error.issues[0];
        throw new HttpError(
          400,
          ErrorCode.validation,
          `${issue?.path.join('.')}: ${issue?.message}`,
        );
      }
      const email = emailSchema.safeParse(emailAddress);
      if (!email.success) {
        throw new HttpError(400, ErrorCode.invalidEmail, CreateAccountText.invalidEmail);
      }
      const user = await findUserById(app.db, session.userId);
      if (!user) throw new HttpError(404, ErrorCode.notFound, 'This account no longer exists.');

      const newEmail = normalizeEmail(email.data);
      if (newEmail !== user.email) {
        if (!currentPassword) {
          throw new HttpError(
            400,
            ErrorCode.wrongCurrentPassword,
            ProfileText.currentPasswordNeeded,
          );
        }
        if (!(await verifyPassword(user.password_hash, currentPassword))) {
          throw new HttpError(
            400,
            ErrorCode.wrongCurrentPassword,
            PasswordText.wrongCurrentPassword,
          );
        }
        if (isGuestEmail(newEmail) || (await emailTaken(app.db, newEmail))) {
          throw new HttpError(400, ErrorCode.emailTaken, CreateAccountText.emailTaken);
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
      return loadProfile(app, { ...session, email: newEmail });
    },
  );

  app.post(
    ApiPath.account.setMarket,
    {
      preHandler: requireUser,
      schema: { body: setMarketRequestSchema, response: { 200: profileSchema } },
    },
    async (request) => {
      const session = currentUser(request);
      const { marketId } = request.body;
      if (!(await marketExists(app.db, marketId))) {
        throw new HttpError(404, ErrorCode.notFound, 'This market does not exist.');
      }
      if (isGuestEmail(session.email)) {
        // The shared guest account stays as it is: the choice lasts for this session only.
        await app.db
          .updateTable('session')
          .set({ market_id: marketId })
          .where('id', '=', session.sessionId)
          .execute();
        return loadProfile(app, { ...session, marketId });
      }
      await app.db
        .updateTable('app_user')
        .set({ market_id: marketId, updated_at: nowIso() })
        .where('id', '=', session.userId)
        .execute();
      return loadProfile(app, session);
    },
  );
};
