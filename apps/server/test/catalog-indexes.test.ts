import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  merchantsInBox,
  positionsInBox,
} from '../src/modules/catalog/repositories/merchant-repo.ts';
import { boundingBox } from '../src/lib/nearby.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();

async function plan(
  filter: { marketId: number; categoryId?: number },
  query: typeof merchantsInBox | typeof positionsInBox = merchantsInBox,
): Promise<string> {
  const { db, dialect } = testApp();
  const compiled = query(
    db,
    filter,
    boundingBox({ latitude: 30.27, longitude: -97.74 }, 4),
  ).compile();
  const explain = dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN ';
  const result = await db.executeQuery<Record<string, string>>(
    CompiledQuery.raw(explain + compiled.sql, [...compiled.parameters]),
  );
  return result.rows.map((row) => Object.values(row).join(' ')).join('\n');
}

// A market of 100,000 merchants must be answered from a latitude band, never a table scan.
describe('merchant list queries', () => {
  it('use the (market, latitude) index for a market', async () => {
    const text = await plan({ marketId: 1 });
    if (testApp().dialect === 'sqlite') {
      expect(text).toMatch(
        /SEARCH merchant USING INDEX merchant_market_lat_idx \(market_id=\? AND latitude>\? AND latitude<\?\)/,
      );
    } else {
      expect(text).not.toMatch(/Seq Scan on merchant/);
    }
  });

  it('use the (market, category, latitude) index for a category', async () => {
    const text = await plan({ marketId: 1, categoryId: 1 });
    if (testApp().dialect === 'sqlite') {
      expect(text).toMatch(
        /USING INDEX merchant_market_category_lat_idx \(market_id=\? AND category_id=\? AND latitude>\? AND latitude<\?\)/,
      );
    } else {
      expect(text).not.toMatch(/Seq Scan on merchant/);
    }
  });

  it('read the rings of a nearby-first page (ids and positions) from the same indexes', async () => {
    for (const filter of [{ marketId: 1 }, { marketId: 1, categoryId: 1 }]) {
      const text = await plan(filter, positionsInBox);
      if (testApp().dialect === 'sqlite') {
        expect(text).toMatch(/SEARCH merchant USING INDEX merchant_market_(category_)?lat_idx/);
      } else {
        expect(text).not.toMatch(/Seq Scan on merchant/);
      }
    }
  });
});
