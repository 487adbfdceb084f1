import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '../../src/lib/clock.ts';
import type { DB } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/modules/account/index.ts';

export interface UserFactoryOptions {
  email?: string;
  password?: string | null;
  marketId?: number | null;
}

export interface CreatedUser {
  id: number;
  email: string;
  password: string;
}

export function uniqueEmail(prefix = 'member'): string {
  return `${prefix}-${randomUUID()}@example.com`;
}

export async function createUser(
  db: Kysely<DB>,
  options: UserFactoryOptions = {},
): Promise<CreatedUser> {
  const email = options.email ?? uniqueEmail();
  const password =
    options.password === undefined ? `Pw#${randomUUID().slice(0, 8)}1` : options.password;
  const now = nowIso();
  const row = await db
    .insertInto('app_user')
    .values({
      email: email.toLowerCase(),
      password_hash: password === null ? null : await hashPassword(password),
      market_id: options.marketId ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email, password: password ?? '' };
}
