import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.ts';
import { nowIso } from '../../src/lib/clock.ts';
import { generateActivationCodes } from '../../src/modules/activation/index.ts';

const DAY_MS = 86_400_000;

export interface EditionOptions {
  /** Days from now to the edition's end; negative: it has ended. */
  days?: number;
  marketId?: number;
}

/** The first market, or a new one in an empty database. */
async function someMarket(db: Kysely<DB>): Promise<number> {
  const market = await db.selectFrom('market').select('id').orderBy('id').executeTakeFirst();
  if (market) return market.id;
  const tag = randomUUID().slice(0, 8);
  const { id } = await db
    .insertInto('market')
    .values({
      slug: `edition-market-${tag}`,
      title: `Edition Market ${tag}`,
      latitude: 0,
      longitude: 0,
      radius_miles: 10,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** OPERATOR-13: a book edition of its own (unique slug), on sale since yesterday. */
export async function createEdition(db: Kysely<DB>, options: EditionOptions = {}) {
  const now = Date.now();
  const slug = `edition-${randomUUID().slice(0, 8)}`;
  const validUntil = new Date(now + (options.days ?? 30) * DAY_MS).toISOString();
  const { id } = await db
    .insertInto('edition')
    .values({
      slug,
      market_id: options.marketId ?? (await someMarket(db)),
      year: new Date(validUntil).getUTCFullYear(),
      name: `Test book ${slug}`,
      on_sale_at: new Date(now - DAY_MS).toISOString(),
      valid_until: validUntil,
      updated_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, slug, validUntil };
}

/** Printed codes of a new edition that ends in `days` (30 unless told). */
export async function createCodes(
  db: Kysely<DB>,
  options: EditionOptions & { count?: number } = {},
) {
  const edition = await createEdition(db, options);
  const { codes } = await generateActivationCodes(db, {
    count: options.count ?? 1,
    edition: edition.slug,
  });
  return { codes, edition };
}
