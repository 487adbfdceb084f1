import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CatalogFile } from '../../apps/server/src/modules/catalog/index.ts';
import { runCli } from './members.ts';
import { scratchSqlite } from './server.ts';

/**
 * A fresh SQLite database with the demo data and then `catalog`, both loaded as an operator does
 * (`npm run cli -- seed`, `npm run cli -- import <file>`); its URL.
 */
export async function scratchDatabaseWithCatalog(catalog: CatalogFile): Promise<string> {
  const databaseUrl = (await scratchSqlite()).url;
  const dir = mkdtempSync(path.join(tmpdir(), 'citybook-bench-catalog-'));
  const catalogFile = path.join(dir, 'bench-merchants.json');
  writeFileSync(catalogFile, JSON.stringify(catalog));
  await runCli(databaseUrl, ['seed']);
  await runCli(databaseUrl, ['import', catalogFile]);
  return databaseUrl;
}
