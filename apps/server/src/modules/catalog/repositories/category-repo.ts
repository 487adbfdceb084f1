import type { Category } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

export async function listCategories(db: Kysely<DB>): Promise<Category[]> {
  const rows = await db
    .selectFrom('category')
    .select(['id', 'title', 'icon'])
    // OPERATOR-10: a retired category is hidden from members.
    .where('retired_at', 'is', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, icon1: row.icon }));
}

export async function categoryExists(db: Kysely<DB>, id: number): Promise<boolean> {
  const row = await db.selectFrom('category').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
