import type { Category } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { assertMarketExists } from '../../market/index.ts';
import { listCategories } from '../repositories/category-repo.ts';

/** CATALOG-3 category/getall: the categories, asked for an existing market. */
export async function categoriesOfMarket(db: Kysely<DB>, marketId: number): Promise<Category[]> {
  await assertMarketExists(db, marketId);
  return listCategories(db);
}
