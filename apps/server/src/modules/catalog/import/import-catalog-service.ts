import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { CatalogSection } from './catalog-file.ts';
import { merchantsFromCsv } from './merchant-csv.ts';
import { upsertCatalog } from './upsert-catalog-service.ts';
import { CatalogImportError, validateCatalog, type RowLabel } from './validate-catalog.ts';

export { CatalogImportError };

/** Imports a catalogue object (validated first; one transaction; re-importing updates). */
export async function importCatalog(
  db: Kysely<DB>,
  input: unknown,
  source: string,
  label?: RowLabel,
) {
  const rowLabel: RowLabel = label ?? ((section, index) => `${section} row ${index + 1}`);
  const catalog = validateCatalog(input, source, rowLabel);
  return upsertCatalog(db, catalog, source, rowLabel);
}

/** `npm run cli -- import <file>`: a .json catalogue or a .csv of merchants. */
export async function importCatalogFile(db: Kysely<DB>, file: string) {
  const text = readFileSync(file, 'utf8');
  if (file.toLowerCase().endsWith('.csv')) {
    const { rows, lines } = merchantsFromCsv(text);
    const label: RowLabel = (_section: CatalogSection, index) =>
      `line ${lines[index] ?? index + 2}`;
    return importCatalog(db, { merchants: rows }, file, label);
  }
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    throw new CatalogImportError([
      `${file}: not valid JSON (${error instanceof Error ? error.message : 'parse error'})`,
    ]);
  }
  return importCatalog(db, input, file);
}
