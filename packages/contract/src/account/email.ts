import { z } from 'zod';

export const EMAIL_MAX_LENGTH = 254;

export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, 'Email address is too long.')
  .pipe(z.email('Please enter a valid email address.'));

/** Emails are compared case-insensitively; this is the stored form. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
