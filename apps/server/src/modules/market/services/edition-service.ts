import type { Kysely } from 'kysely';
import type { DB, EditionRow } from '../../../db/schema.ts';
import { findEditionById, findEditionBySlug } from '../repositories/edition-repo.ts';

/** OPERATOR-13: a market's book of a year, by its slug; undefined when there is none. */
export async function editionBySlug(db: Kysely<DB>, slug: string): Promise<EditionRow | undefined> {
  return findEditionBySlug(db, slug);
}

/** OPERATOR-13: an edition by its id (a console form names it so); undefined when there is none. */
export async function editionById(db: Kysely<DB>, id: number): Promise<EditionRow | undefined> {
  return findEditionById(db, id);
}
