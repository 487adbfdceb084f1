import * as z from 'zod/mini';

/** The login form: both fields required; the server decides whether they match. */
export const loginFormSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'Please enter your email address.')),
  password: z.string().check(z.minLength(1, 'Please enter your password.')),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const INVALID_CREDENTIALS_MESSAGE = 'The email address or password is incorrect.';
export const LOGIN_ERROR_TITLE = 'Login Error';
export const LOGIN_FAILED_MESSAGE =
  'Sorry, we were unable to log you in at this time.  Please try again later.';
/** Shown on login and account creation while a plan chosen on the payment page waits (APP-2). */
export const PAYMENT_LOGIN_NOTICE =
  'Log in or create an account to pay for the plan you chose. We will take you back to it.';
