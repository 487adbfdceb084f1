import { LoginCode, LoginCodeText } from '@citybook/contract';
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../../db/schema.ts';
import type { Mail } from '../../../plugins/mailer.ts';
import { countLoginCodeMail, insertLoginCode } from '../repositories/login-code-repo.ts';

export interface LoginCodeMailer {
  db: Kysely<DB>;
  sendMail: (mail: Mail) => void;
}

/** A code of LoginCode.digits digits from the CSPRNG, leading zeros kept. */
function newLoginCode(): string {
  return String(randomInt(0, 10 ** LoginCode.digits)).padStart(LoginCode.digits, '0');
}

function loginCodeMail(to: string, code: string): Mail {
  return {
    to,
    subject: LoginCodeText.mailSubject,
    text: [
      'Hello,',
      '',
      'Someone (hopefully you) signed in to your Citybook account with the right password from a',
      'new place while we were holding back failed attempts on it. To finish signing in, enter',
      `this code within ${String(LoginCode.ttlMinutes)} minutes:`,
      '',
      `    ${code}`,
      '',
      'If this was not you, someone knows your password: choose a new one with "Forgot password"',
      'on the login page. Nobody gets in without this code.',
      '',
      'The Citybook team',
    ].join('\n'),
  };
}

/**
 * Mails a sign-in code for the login answered with `challenge` (ACCOUNT-29), unless the account
 * has had LoginCode.mailsPerHour of them this hour. Answers whether a mail went out.
 */
export async function offerLoginCode(
  deps: LoginCodeMailer,
  user: Pick<UserRow, 'id' | 'email'>,
  challenge: string,
): Promise<boolean> {
  if ((await countLoginCodeMail(deps.db, user.id)) > LoginCode.mailsPerHour) return false;
  const code = newLoginCode();
  await insertLoginCode(deps.db, { challenge, code, userId: user.id, now: new Date() });
  deps.sendMail(loginCodeMail(user.email, code));
  return true;
}
