import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  cardDataSchema,
  changePasswordFormSchema,
  createAccountFormSchema,
  forgotPasswordFormSchema,
  loginFormSchema,
  profileEditFormSchema,
  resetPasswordFormSchema,
} from './index.ts';

// zod/mini brings no English messages: in the browser a rule without a message of its own reads
// just "Invalid input". So every rule that text typed into a form can break names its own words.
const FORMS = {
  login: loginFormSchema,
  createAccount: createAccountFormSchema,
  forgotPassword: forgotPasswordFormSchema,
  resetPassword: resetPasswordFormSchema,
  changePassword: changePasswordFormSchema,
  profileEdit: profileEditFormSchema,
  // The card form's own fields besides the expiry, which it checks as typed text itself.
  card: z.pick(cardDataSchema, { cardholderName: true, pan: true, cvv: true }),
};

const TYPED = ['', ' ', 'x', 'a'.repeat(300), 'ana@', 'Abc12345#', '555-123-456', '1234', '12'];

describe('form messages', () => {
  it('are checked without an English locale, as in the browser', () => {
    expect(z.config().localeError).toBeUndefined();
  });

  it.each(Object.entries(FORMS))('%s: every broken rule has its own message', (_form, schema) => {
    const fields = Object.keys(schema.shape);
    for (const field of fields) {
      for (const text of TYPED) {
        const values = Object.fromEntries(fields.map((key) => [key, key === field ? text : 'x']));
        for (const issue of schema.safeParse(values).error?.issues ?? []) {
          expect(issue.message, `${field} = ${JSON.stringify(text)}`).not.toBe('Invalid input');
        }
      }
    }
  });
});
