import * as z from 'zod/mini';
import { emailSchema } from './email.ts';
import { optionalNameSchema, optionalPhoneSchema, optionalPostalCodeSchema } from './patterns.ts';

/** POST /api/account/profile/update: a new email needs the current password. */
export const profileUpdateRequestSchema = z.object({
  emailAddress: z.string().check(z.maxLength(1000)),
  currentPassword: z.optional(z.string().check(z.maxLength(1000))),
  firstName: z.optional(z.nullable(z.string().check(z.maxLength(1000)))),
  lastName: z.optional(z.nullable(z.string().check(z.maxLength(1000)))),
  phone: z.optional(z.nullable(z.string().check(z.maxLength(1000)))),
  postalCode: z.optional(z.nullable(z.string().check(z.maxLength(1000)))),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

/** The contact details as the server stores them: trimmed, blank as null, patterns checked. */
export const contactDetailsSchema = z.object({
  firstName: optionalNameSchema,
  lastName: optionalNameSchema,
  phone: optionalPhoneSchema,
  postalCode: optionalPostalCodeSchema,
});
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

export const profileEditFormSchema = z.extend(contactDetailsSchema, {
  emailAddress: emailSchema,
  currentPassword: z.string(),
});
export type ProfileEditForm = z.input<typeof profileEditFormSchema>;

export const ProfileText = {
  updated: 'Successfully updated your profile.',
  deleted: 'Your account has been deleted.',
  updateFailed:
    'Sorry, we were unable to update your profile at this time.  Please try again later.',
  currentPasswordNeeded: 'Please enter your current password to change your email address.',
  deleteConfirm:
    'Are you sure you want to delete your account? Your profile, savings history and activations will be removed. This cannot be undone.',
  deleteFailed:
    'Sorry, we were unable to delete your account at this time.  Please try again later.',
  guestDisabled: 'The guest account cannot be changed. Create an account of your own to do this.',
} as const;
