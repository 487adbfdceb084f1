import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  CatalogImportError,
  importCatalog,
  importCatalogFile,
} from '../src/modules/catalog/index.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const exampleJson = path.join(repoRoot, 'docs/examples/catalog.json');
const exampleCsv = path.join(repoRoot, 'docs/examples/merchants.csv');

async function counts() {
  const { db } = testApp();
  const tables = ['market', 'edition', 'franchisor', 'merchant', 'offer', 'mobile_ad'] as const;
  const rows = await Promise.all(
    tables.map((table) =>
      db
        .selectFrom(table)
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow(),
    ),
  );
  return Object.fromEntries(tables.map((table, i) => [table, Number(rows[i]?.n)]));
}

function tempFile(name: string, content: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'citybook-import-')), name);
  writeFileSync(file, content);
  return file;
}

describe('catalogue import', () => {
  it('imports the documented example files, and re-importing updates instead of duplicating', async () => {
    const { db } = testApp();
    const before = await counts();
    await importCatalogFile(db, exampleJson);
    await importCatalogFile(db, exampleCsv);
    const after = await counts();
    expect(after).toEqual({
      market: before.market! + 1,
      edition: before.edition! + 1,
      franchisor: before.franchisor! + 1,
      merchant: before.merchant! + 3,
      offer: before.offer! + 1,
      mobile_ad: before.mobile_ad! + 1,
    });

    const changed = JSON.parse(readFileSync(exampleJson, 'utf8')) as {
      merchants: { title: string }[];
    };
    changed.merchants[0]!.title = 'Alamo Tacos & Cantina';
    await importCatalogFile(db, tempFile('changed.json', JSON.stringify(changed)));
    expect(await counts()).toEqual(after);
    const row = await db
      .selectFrom('merchant')
      .select('title')
      .where('slug', '=', 'san-antonio-alamo-tacos-1')
      .executeTakeFirstOrThrow();
    expect(row.title).toBe('Alamo Tacos & Cantina');
  });

  it('imports nothing when one row is bad, naming the file, row and field', async () => {
    const { db } = testApp();
    const file = JSON.parse(readFileSync(exampleJson, 'utf8')) as Record<
      string,
      Record<string, unknown>[]
    >;
    file.markets![0]!.slug = 'broken-import-market';
    file.merchants![0]!.market = 'broken-import-market';
    file.merchants!.push({ ...file.merchants![0]!, slug: 'second-one', latitude: 123 });
    const before = await counts();
    const bad = tempFile('bad.json', JSON.stringify(file));

    const error = await importCatalogFile(db, bad).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(CatalogImportError);
    expect((error as Error).message).toBe(
      `${bad}: merchants row 2, field latitude: Too big: expected number to be <=90`,
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses a reference to an unknown slug, writing nothing', async () => {
    const { db } = testApp();
    const before = await counts();
    const file = {
      markets: [
        { slug: 'ref-check', title: 'Ref Check', latitude: 10, longitude: 10, radiusMiles: 5 },
      ],
      merchants: [
        {
          slug: 'ref-check-m',
          market: 'ref-check',
          category: 'no-such-category',
          title: 'Orphan',
          latitude: 10,
          longitude: 10,
          address1: '1 A St',
          city: 'X',
          state: 'TX',
          zip: '78701',
        },
      ],
    };
    await expect(importCatalog(db, file, 'refs.json')).rejects.toThrow(
      'refs.json: merchants row 1, field category: unknown category "no-such-category"',
    );
    expect(await counts()).toEqual(before);
  });

  it('names the CSV line of a bad merchant', async () => {
    const { db } = testApp();
    const csv = readFileSync(exampleCsv, 'utf8').replace('78215', '7821');
    const file = tempFile('bad.csv', csv);
    await expect(importCatalogFile(db, file)).rejects.toThrow(
      `${file}: line 3, field zip: use a 5-digit ZIP code`,
    );
  });

  it('is the operator command `import <file>`', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'citybook-cli-'));
    const run = promisify(execFile);
    const env = { ...process.env, DATABASE_URL: `sqlite:${path.join(dir, 'db.sqlite')}` };
    const cwd = path.join(repoRoot, 'apps/server');
    const ok = await run(
      process.execPath,
      ['--import', 'tsx', 'src/cli/index.ts', 'import', exampleJson],
      { cwd, env },
    );
    expect(ok.stderr).toContain(
      'import: 1 markets, 1 categories, 1 franchisors, 1 merchants, 1 offers, 1 ads',
    );
    const bad = tempFile('bad.json', '{"merchants": [{"slug": "x"}]}');
    const failed = await run(
      process.execPath,
      ['--import', 'tsx', 'src/cli/index.ts', 'import', bad],
      { cwd, env },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain('Nothing was imported');
    expect((failed as { stderr: string }).stderr).toContain('merchants row 1, field market');
  });
});
