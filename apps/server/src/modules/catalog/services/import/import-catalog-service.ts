import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.ts';
import type { CatalogSection, ValidCatalog } from './catalog-file.ts';
import { catalogFromCsv } from './catalog-csv.ts';
import { upsertCatalog } from './upsert-catalog-service.ts';
import {
  CatalogImportError,
  jsonRowLabel,
  validateCatalog,
  type FieldLabel,
  type ImportIssue,
  type RowLabel,
} from './validate-catalog.ts';

export { CatalogImportError };

/** The formats an import reads (docs/import.md). */
export type CatalogFormat = 'csv' | 'json';

interface ImportOptions {
  label?: RowLabel;
  field?: FieldLabel;
  /** Problems found before validation (a CSV cell that cannot be read), reported with the rest. */
  issues?: readonly ImportIssue[];
}

/** A file read, not yet checked: its rows, and how its messages name a row (CSV: by line). */
export interface ReadCatalog {
  input: unknown;
  options: ImportOptions;
  label: RowLabel;
  /** A row's line in a CSV file (the header is line 1); none for JSON. */
  lineOf: ((index: number) => number) | null;
}

/** A file read and checked. */
export interface ParsedCatalog extends ReadCatalog {
  catalog: ValidCatalog;
}

/** Checks a catalogue object: every rule of the file format, all problems together. */
export function checkCatalog(
  input: unknown,
  source: string,
  { label = jsonRowLabel, field, issues = [] }: ImportOptions,
): ValidCatalog {
  let catalog;
  try {
    catalog = validateCatalog(input, source, label, field);
  } catch (error) {
    if (error instanceof CatalogImportError && issues.length > 0) {
      throw new CatalogImportError([...issues, ...error.issues], source, label);
    }
    throw error;
  }
  if (issues.length > 0) throw new CatalogImportError([...issues], source, label);
  return catalog;
}

/**
 * Reads a file's text: a .json catalogue, or a .csv of merchants or of offers. Throws
 * CatalogImportError when it is no JSON at all; checkCatalog finds the rest.
 */
export function readCatalogText(text: string, format: CatalogFormat, source: string): ReadCatalog {
  if (format === 'csv') {
    const csv = catalogFromCsv(text);
    const lineOf = (index: number) => csv.lines[index] ?? index + 2;
    const label: RowLabel = (_section: CatalogSection, index) => `line ${lineOf(index)}`;
    return {
      input: csv.catalog,
      options: { label, field: csv.field, issues: csv.problems },
      label,
      lineOf,
    };
  }
  try {
    return { input: JSON.parse(text), options: {}, label: jsonRowLabel, lineOf: null };
  } catch (error) {
    throw new CatalogImportError(
      [
        {
          section: null,
          index: null,
          field: null,
          message: `not valid JSON (${error instanceof Error ? error.message : 'parse error'})`,
        },
      ],
      source,
    );
  }
}

/**
 * Reads and checks a file's text. Throws CatalogImportError naming every bad row and field. The
 * CLI and the console's preview (OPERATOR-14) both read files through here.
 */
export function parseCatalogText(
  text: string,
  format: CatalogFormat,
  source: string,
): ParsedCatalog {
  const read = readCatalogText(text, format, source);
  return { ...read, catalog: checkCatalog(read.input, source, read.options) };
}

/** The format a file's name implies: .csv, else JSON. */
export function formatOfFileName(file: string): CatalogFormat {
  return file.toLowerCase().endsWith('.csv') ? 'csv' : 'json';
}

/** Imports a catalogue object (validated first; one transaction; re-importing updates). */
export async function importCatalog(
  db: Kysely<DB>,
  input: unknown,
  source: string,
  options: ImportOptions = {},
) {
  const catalog = checkCatalog(input, source, options);
  return upsertCatalog(db, catalog, source, options.label ?? jsonRowLabel);
}

/** `npm run cli -- import <file>`: a .json catalogue, or a .csv of merchants or of offers. */
export async function importCatalogFile(db: Kysely<DB>, file: string) {
  const { catalog, label } = parseCatalogText(
    readFileSync(file, 'utf8'),
    formatOfFileName(file),
    file,
  );
  return upsertCatalog(db, catalog, file, label);
}
