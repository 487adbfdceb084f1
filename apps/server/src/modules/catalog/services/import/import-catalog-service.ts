import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.ts';
import type { CatalogSection } from './catalog-file.ts';
import { catalogFromCsv } from './catalog-csv.ts';
import { upsertCatalog } from './upsert-catalog-service.ts';
import {
  CatalogImportError,
  validateCatalog,
  type FieldLabel,
  type RowLabel,
} from './validate-catalog.ts';

export { CatalogImportError };

interface ImportOptions {
  label?: RowLabel;
  field?: FieldLabel;
  /** Problems found before validation (a CSV cell that cannot be read), reported with the rest. */
  problems?: readonly string[];
}

/** Imports a catalogue object (validated first; one transaction; re-importing updates). */
export async function importCatalog(
  db: Kysely<DB>,
  input: unknown,
  source: string,
  { label, field, problems = [] }: ImportOptions = {},
) {
  const rowLabel: RowLabel = label ?? ((section, index) => `${section} row ${index + 1}`);
  let catalog;
  try {
    catalog = validateCatalog(input, source, rowLabel, field);
  } catch (error) {
    if (error instanceof CatalogImportError && problems.length > 0) {
      throw new CatalogImportError([...problems, ...error.problems]);
    }
    throw error;
  }
  if (problems.length > 0) throw new CatalogImportError([...problems]);
  return upsertCatalog(db, catalog, source, rowLabel);
}

/** `npm run cli -- import <file>`: a .json catalogue, or a .csv of merchants or of offers. */
export async function importCatalogFile(db: Kysely<DB>, file: string) {
  const text = readFileSync(file, 'utf8');
  if (file.toLowerCase().endsWith('.csv')) {
    const csv = catalogFromCsv(text);
    const label: RowLabel = (_section: CatalogSection, index) =>
      `line ${csv.lines[index] ?? index + 2}`;
    return importCatalog(db, csv.catalog, file, {
      label,
      field: csv.field,
      problems: csv.problems.map(
        (problem) => `${file}: line ${problem.line}, field ${problem.field}: ${problem.message}`,
      ),
    });
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
