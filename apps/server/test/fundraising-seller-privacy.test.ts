import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

/*
 * FUNDRAISING-8's acceptance: what docs/privacy.md says is stored about a seller is exactly what
 * the seller table holds. The columns are read from the database the run uses (SQLite, or
 * PostgreSQL with TEST_DATABASE_URL), through the dialect's own introspection.
 */

const testApp = useTestApp();

/** The column names of the table in docs/privacy.md's section on sellers. */
function documentedSellerColumns(): string[] {
  const doc = readFileSync(new URL('../../../docs/privacy.md', import.meta.url), 'utf8');
  const section = doc.split('\n## ').find((part) => part.startsWith('Sellers in fundraising'));
  if (!section) throw new Error('docs/privacy.md has no section on sellers');
  return [...section.matchAll(/^\| `(\w+)`/gm)].map((match) => match[1]!);
}

describe('what is stored about a seller (FUNDRAISING-8)', () => {
  it('the seller table holds the columns docs/privacy.md lists, and nothing more', async () => {
    const tables = await testApp().db.introspection.getTables();
    const seller = tables.find((table) => table.name === 'fundraising_seller');
    if (!seller) throw new Error('No fundraising_seller table');
    const stored = seller.columns.map((column) => column.name).sort();
    const documented = documentedSellerColumns().sort();
    expect(documented).toEqual([
      'campaign_id',
      'created_at',
      'display_name',
      'id',
      'removed_at',
      'slug',
      'updated_at',
    ]);
    expect(stored).toEqual(documented);
  });

  it('no other table names a seller by more than its number', async () => {
    const tables = await testApp().db.introspection.getTables();
    const sellerish = tables.flatMap((table) =>
      table.columns
        .filter((column) => /seller/.test(column.name))
        .map((column) => `${table.name}.${column.name}`),
    );
    expect(sellerish).toEqual(['fundraising_sale.seller_id']);
  });
});
