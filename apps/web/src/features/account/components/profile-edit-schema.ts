import { ProfileText, normalizeEmail, profileEditFormSchema } from '@citybook/contract/account';
import * as z from 'zod/mini';

/** The form's values as the contract parses them: trimmed, blank contact details as null. */
export type ProfileEditOutput = z.output<typeof profileEditFormSchema>;

/** The contract's form rules plus one that depends on the user: a new email needs the password. */
export function profileEditSchemaFor(currentEmail: string) {
  return profileEditFormSchema.check(
    z.refine(
      (values) =>
        values.currentPassword !== '' ||
        normalizeEmail(values.emailAddress) === normalizeEmail(currentEmail),
      { path: ['currentPassword'], message: ProfileText.currentPasswordNeeded },
    ),
  );
}
