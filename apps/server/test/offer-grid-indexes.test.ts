import { offerGridQuerySchema, type OfferGridQuery } from '@citybook/contract';
import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { offerGridIdsQuery } from '../src/modules/catalog/repositories/console/offer-console-repo.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();

/** The plan of a grid page's ids; PostgreSQL is told to avoid scans, as an empty table invites them. */
async function plan(query: Partial<Record<keyof OfferGridQuery, string>>): Promise<string> {
  const { db, dialect } = testApp();
  const compiled = offerGridIdsQuery(db, offerGridQuerySchema.parse(query)).compile();
  const explain = dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN ';
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') await sql`set local enable_seqscan = off`.execute(trx);
    const result = await trx.executeQuery<Record<string, string>>(
      CompiledQuery.raw(explain + compiled.sql, [...compiled.parameters]),
    );
    return result.rows.map((row) => Object.values(row).join(' ')).join('\n');
  });
}

/*
 * OPERATOR-9: the offer grid stays fast at some 500,000 offers. Each page's ids are read along
 * an index, never by a scan of the offers: sorted pages in the index's order (no sort of every
 * offer; SQLite says "TEMP B-TREE", PostgreSQL "Sort"), filtered ones from the index of their
 * filter. SQLite's plans are fixed and name the index; PostgreSQL weighs its statistics (a part
 * of a title may come from trigrams and then be sorted, an edition's page along the titles), so
 * there it must read some index of the offers and, where told, not sort.
 */
type Order = 'both' | 'sqlite' | 'no';
const CASES: [string, Partial<Record<keyof OfferGridQuery, string>>, RegExp[], Order][] = [
  ['a title', { sort: 'title' }, [/offer_title_idx/], 'both'],
  ['a saving', { sort: 'savings', direction: 'desc' }, [/offer_savings_idx/], 'both'],
  ['a last change', { sort: 'updatedAt' }, [/offer_updated_idx/], 'both'],
  ['a merchant’s name', { sort: 'merchant' }, [/merchant_title_idx/, /offer_merchant_idx/], 'both'],
  ['a part of a title', { filter: 'taco' }, [/offer_title_idx/], 'sqlite'],
  ['live ones', { retired: 'live' }, [/offer_title_idx/], 'both'],
  ['a merchant', { merchantId: '3' }, [/offer_merchant_idx/], 'no'],
  ['an edition', { editionId: '3' }, [/offer_edition_idx/], 'no'],
  ['a market', { marketId: '3' }, [/merchant_market_title_idx/, /offer_merchant_idx/], 'no'],
];

describe('offer grid plans (OPERATOR-9)', () => {
  it.each(CASES)('reads the page of %s along its indexes', async (_name, query, indexes, order) => {
    const sqlite = testApp().dialect === 'sqlite';
    const text = await plan(query);
    if (sqlite) for (const index of indexes) expect(text).toMatch(index);
    else expect(text).toMatch(/Index (Only )?Scan( Backward)? (using|on) offer_\w+_idx/);
    expect(text).not.toMatch(/SCAN offer\s*$|Seq Scan on offer/m);
    if (order === 'both' || (order === 'sqlite' && sqlite))
      expect(text).not.toMatch(/TEMP B-TREE FOR ORDER BY|-> {2}Sort |^Sort /m);
  });
});
