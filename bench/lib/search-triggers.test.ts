import { createTestDatabase, SQLITE } from '@citybook/server/test-support';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { importCatalog } from '../../apps/server/src/modules/catalog/index.ts';
import { openBenchDatabase } from './db.ts';
import { scaleMarketCatalog } from './scale-catalog.ts';
import { dropSearchTriggers } from './search-triggers.ts';

const indexed = async (db: Parameters<typeof dropSearchTriggers>[0]) => {
  const { rows } = await sql<{ n: number }>`select count(*) as n from search_word
    where market_id = (select id from market where slug = 'scale-bench')`.execute(db);
  return Number(rows[0]?.n);
};

describe('bench:import-search on a scratch database', () => {
  it('imports the scale market with the search triggers, and without them once dropped', async () => {
    const scratch = await createTestDatabase({
      server: SQLITE,
      content: 'seeded',
      label: 'bench_triggers',
    });
    const database = openBenchDatabase(scratch.url);
    try {
      await importCatalog(database.db, scaleMarketCatalog(30), 'test');
      expect(await indexed(database.db)).toBe(30);

      expect(await dropSearchTriggers(database.db, 'sqlite')).toEqual([
        'category_update_search',
        'merchant_delete_search',
        'merchant_insert_search',
        'merchant_update_search',
        'offer_delete_search',
        'offer_insert_search',
        'offer_update_search',
      ]);
      await importCatalog(database.db, scaleMarketCatalog(50), 'test');
      expect(await indexed(database.db)).toBe(30);
      await expect(dropSearchTriggers(database.db, 'sqlite')).rejects.toThrow(/no search triggers/);
    } finally {
      await database.close();
      await scratch.drop();
    }
  });
});
