import * as z from 'zod/mini';
import { idSchema } from '../app/ids.ts';
import { emailSchema } from './email.ts';
import { passwordSchema } from './password.ts';

/**
 * POST /api/account/create (ACCOUNT-8): loosely typed on purpose, so the server can answer each
 * broken rule with its spec code (1 invalid email, 6 taken, 2 invalid password).
 */
export const createAccountRequestSchema = z.object({
  emailAddress: z.string().check(z.maxLength(1000)),
  password: z.string().check(z.maxLength(1000)),
  IsMobilePlus: z._default(z.boolean(), false),
  marketId: z.optional(z.nullable(idSchema)),
});
export type CreateAccountRequest = z.input<typeof createAccountRequestSchema>;

/** Compare-to rule (ACCOUNT-10): the confirmation must equal the password. */
export const PASSWORDS_DIFFER_MESSAGE = 'The passwords do not match.';

export function withPasswordConfirmation<Shape extends { password: z.ZodMiniType<string> }>(
  schema: z.ZodMiniObject<Shape>,
) {
  return z.extend(schema, { confirmPassword: z.string() }).check(
    z.refine(
      (form) => {
        const values = form as { password: string; confirmPassword: string };
        return values.confirmPassword === values.password;
      },
      { message: PASSWORDS_DIFFER_MESSAGE, path: ['confirmPassword'] },
    ),
  );
}

export const createAccountFormSchema = withPasswordConfirmation(
  z.object({ emailAddress: emailSchema, password: passwordSchema }),
);
export type CreateAccountForm = z.infer<typeof createAccountFormSchema>;

export const CreateAccountText = {
  errorTitle: 'Create Account Error',
  invalidEmail: 'Please enter a valid email address.',
  emailTaken: 'An account with this email address already exists.',
  failed: 'Sorry, we were unable to create an account at this time.  Please try again later.',
} as const;
