import type { Kysely } from 'kysely';
import type { DB, EditionRow } from '../../../db/schema.ts';

/** OPERATOR-13: the edition with this slug. */
export async function findEditionBySlug(
  db: Kysely<DB>,
  slug: string,
): Promise<EditionRow | undefined> {
  return db.selectFrom('edition').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function findEditionById(db: Kysely<DB>, id: number): Promise<EditionRow | undefined> {
  return db.selectFrom('edition').selectAll().where('id', '=', id).executeTakeFirst();
}
