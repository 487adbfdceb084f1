import * as z from 'zod/mini';

export const EMAIL_MAX_LENGTH = 254;

export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH, 'Email address is too long.')),
  z.email('Please enter a valid email address.'),
);

/** Emails are compared case-insensitively; this is the stored form. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
