import {
  AccountErrors,
  CommonErrors,
  contactDetailsSchema,
  CreateAccountText,
  emailSchema,
  isGuestEmail,
  normalizeEmail,
  ProfileText,
  type AccountApi,
  type BodyOf,
  type Profile,
} from '@citybook/contract';
import { HttpError } from '../../../lib/http-error.ts';
import type { SessionUser } from '../../../plugins/auth.ts';
import { confirmCurrentPassword } from './current-password.ts';
import type { CheckOrigin } from './password-throttle.ts';
import { accountGone, loadProfile, type ProfileDeps } from './profile-service.ts';
import { emailTaken, findUserById, setContactDetails } from '../repositories/user-repo.ts';

/**
 * ACCOUNT-17 profile/update: stores the member's email and contact details (trimmed, blank as null,
 * patterns checked). A new email needs the current password and must be free. Answers the
 * updated profile.
 */
export async function updateProfile(
  deps: ProfileDeps,
  origin: CheckOrigin,
  session: SessionUser,
  { emailAddress, currentPassword, ...contact }: BodyOf<typeof AccountApi.updateProfile>,
): Promise<Profile> {
  const { db } = deps;
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
  const user = await findUserById(db, session.userId);
  if (!user) throw accountGone();

  const newEmail = normalizeEmail(email.data);
  if (newEmail !== user.email) {
    if (!currentPassword) {
      throw new HttpError(AccountErrors.wrongCurrentPassword, ProfileText.currentPasswordNeeded);
    }
    await confirmCurrentPassword(db, origin, user, currentPassword, 'updateProfile');
    if (isGuestEmail(newEmail) || (await emailTaken(db, newEmail))) {
      throw new HttpError(AccountErrors.emailTaken, CreateAccountText.emailTaken);
    }
  }
  await setContactDetails(db, user.id, newEmail, details.data);
  return loadProfile(deps, { ...session, email: newEmail });
}
