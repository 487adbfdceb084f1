import { randomInt } from 'node:crypto';
import { emailSchema, normalizeEmail } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/clock.ts';
import { hashPassword } from '../../../lib/password-hash.ts';
import { insertUserUnlessTaken } from '../repositories/user-repo.ts';

export interface MemberRow {
  line: number;
  email: string;
}

export interface ImportedMember {
  email: string;
  /** Printed or mailed to the member; their first login with it answers 9999. */
  temporaryPassword: string;
}

export class MemberImportError extends Error {}

// No 0/O or 1/I/L: the code is read off paper.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function temporaryPassword(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return chars.match(/.{4}/g)?.join('-') ?? chars;
}

/** Reads one email per line, or a CSV whose first column is the email (a header row is skipped). */
export function parseMemberList(text: string): MemberRow[] {
  const rows: MemberRow[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const email = (raw.split(',')[0] ?? '').trim().replace(/^"|"$/g, '');
    if (email === '' || (index === 0 && email.toLowerCase() === 'email')) return;
    rows.push({ line: index + 1, email });
  });
  return rows;
}

/**
 * Creates accounts for existing members (e.g. book buyers) that must choose their password.
 * Every row is checked first; one bad row imports nothing. Emails that already have an account
 * are left alone, so importing the same list again adds nothing.
 */
export async function importMembers(
  db: Kysely<DB>,
  rows: MemberRow[],
  source: string,
): Promise<{ created: ImportedMember[]; skipped: string[] }> {
  const problems = rows
    .filter((row) => !emailSchema.safeParse(row.email).success)
    .map((row) => `${source}:${row.line}: email: "${row.email}" is not a valid email address`);
  if (problems.length > 0) throw new MemberImportError(problems.join('\n'));

  const emails = [...new Set(rows.map((row) => normalizeEmail(row.email)))];
  const members = await Promise.all(
    emails.map(async (email) => {
      const password = temporaryPassword();
      return { email, password, hash: await hashPassword(password) };
    }),
  );
  return db.transaction().execute(async (trx) => {
    const created: ImportedMember[] = [];
    const skipped: string[] = [];
    const now = nowIso();
    for (const member of members) {
      const id = await insertUserUnlessTaken(trx, {
        email: member.email,
        password_hash: member.hash,
        must_set_password: 1,
        created_at: now,
        updated_at: now,
      });
      if (id !== undefined)
        created.push({ email: member.email, temporaryPassword: member.password });
      else skipped.push(member.email);
    }
    return { created, skipped };
  });
}
