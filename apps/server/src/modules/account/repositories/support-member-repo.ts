import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { containing } from '../../../lib/like-pattern.ts';

/*
 * What member support reads of accounts (OPERATOR-18, OPERATOR-19). The password hash and the
 * session and reset tokens' hashes are never selected.
 */

const MEMBER_COLUMNS = ['id', 'email', 'first_name', 'last_name', 'created_at'] as const;
const SORTS = { email: 'email', createdAt: 'created_at' } as const;

export interface MemberPageQuery {
  sort: keyof typeof SORTS;
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** A page of the members whose e-mail contains the text (never the shared guest). */
export async function membersByEmailPage(
  db: Kysely<DB>,
  text: string,
  guestEmail: string,
  query: MemberPageQuery,
) {
  const filtered = db
    .selectFrom('app_user')
    .where(sql<boolean>`lower(email) like ${containing(text)} escape '\\'`)
    .where('email', '<>', guestEmail);
  const { total } = await filtered
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await filtered
    .select(MEMBER_COLUMNS)
    .orderBy(SORTS[query.sort], query.direction)
    .orderBy('id', query.direction)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { rows, total: Number(total) };
}

/** A page of the members of these ids (found by a code or a card). */
export async function membersByIdPage(db: Kysely<DB>, ids: number[], query: MemberPageQuery) {
  if (ids.length === 0) return { rows: [], total: 0 };
  const rows = await db
    .selectFrom('app_user')
    .select(MEMBER_COLUMNS)
    .where('id', 'in', ids)
    .orderBy(SORTS[query.sort], query.direction)
    .orderBy('id', query.direction)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { rows, total: ids.length };
}

/** The member as support's page shows them, with their market's title. */
export async function memberProfileRow(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('app_user')
    .leftJoin('market', 'market.id', 'app_user.market_id')
    .select([
      'app_user.id',
      'app_user.email',
      'app_user.first_name',
      'app_user.last_name',
      'app_user.phone',
      'app_user.postal_code',
      'app_user.created_at',
      'app_user.must_set_password',
      'market.title as market_title',
    ])
    .where('app_user.id', '=', userId)
    .executeTakeFirst();
}

export async function countMembers(db: Kysely<DB>, guestEmail: string): Promise<number> {
  const row = await db
    .selectFrom('app_user')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('email', '<>', guestEmail)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The member's latest reset links: when asked for, until when, whether used (no token). */
export async function passwordResetsOf(db: Kysely<DB>, userId: number, limit: number) {
  return db
    .selectFrom('password_token')
    .select(['created_at', 'expires_at', 'used_at'])
    .where('user_id', '=', userId)
    .where('purpose', '=', 'reset')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
