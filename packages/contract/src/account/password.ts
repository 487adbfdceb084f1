import * as z from 'zod/mini';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 25;
export const PASSWORD_SPECIALS = '#?!@$%^&_*-';

/** ACCOUNT-10: 8 to 25 characters, at least one letter, one digit and one of # ? ! @ $ % ^ & _ * -. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[#?!@$%^&_*-]).{8,25}$/;

export const PASSWORD_RULE_MESSAGE =
  'Passwords must be at least 8 characters long, contain one digit and one of the following: #, _, *, &, %, ?, or !.';

export const passwordSchema = z.string().check(z.regex(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE));

export function isValidPassword(password: string): boolean {
  return PASSWORD_PATTERN.test(password);
}

/** ACCOUNT-10's rule lets through "Password1!": the server also refuses common passwords. */
export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose a different one.';
