import {
  CatalogImportErrors,
  CatalogImportText,
  IMPORT_LEFT_FIELD,
  IMPORT_SECTIONS,
  leavesTheBook,
  type ImportError,
  type ImportFile,
  type ImportPreview,
  type ImportSection,
  type ImportSectionPreview,
} from '@citybook/contract';
import type { Kysely, Transaction } from 'kysely';
import { createHash } from 'node:crypto';
import type { DB } from '../../../../db/schema.ts';
import type { EditContext } from '../../../../lib/edited-rows.ts';
import { HttpError } from '../../../../lib/http-error.ts';
import {
  lockedCatalogVersion,
  rowsBySlug,
  slugsById,
  type ImportTable,
  type StoredRow,
} from '../../repositories/import/import-preview-repo.ts';
import { recordStaffAction } from '../../../staff/index.ts';
import type { ValidCatalog } from './catalog-file.ts';
import { checkCatalog, readCatalogText, type ReadCatalog } from './import-catalog-service.ts';
import { writeCatalog, type SectionCounts } from './upsert-catalog-service.ts';
import { CatalogImportError, issueText, type ImportIssue } from './validate-catalog.ts';

/*
 * OPERATOR-14: an import's preview is the import itself, run in a transaction that is rolled
 * back: the file is read and checked by the import's own parsers and rules, written by its own
 * writer, and the rows it touches are read before and after. So the preview shows exactly what
 * applying does (the editions it would make for offers without one included), and no rule exists
 * twice. Applying runs the same steps and commits, after checking that the catalogue is still as
 * previewed.
 */

const TABLE_OF: Record<ImportSection, ImportTable> = {
  markets: 'market',
  categories: 'category',
  editions: 'edition',
  franchisors: 'franchisor',
  merchants: 'merchant',
  offers: 'offer',
  ads: 'mobile_ad',
};

/** Columns that refer to another row, shown by that row's slug as the file names it. */
const REFERENCES = {
  market_id: 'market',
  category_id: 'category',
  franchisor_id: 'franchisor',
  merchant_id: 'merchant',
  edition_id: 'edition',
} as const;
type ReferenceColumn = keyof typeof REFERENCES;
const isReference = (column: string): column is ReferenceColumn => column in REFERENCES;

/** Bookkeeping the file does not set: never shown as a change. */
const NOT_COMPARED = new Set(['id', 'slug', 'created_at', 'updated_at', 'revision', 'retired_at']);

/** The file's name of a column where it is not the column's camel-case. */
const FIELD_NAMES: Record<string, string> = { on_sale_at: 'onSale', savings_cents: 'savings' };

type Value = string | number | boolean | null;

interface ShownRow {
  retired: boolean;
  fields: Record<string, Value>;
}

type Snapshot = Record<ImportSection, Map<string, ShownRow>>;

const fieldName = (column: string) =>
  FIELD_NAMES[column] ??
  column.replace(/_id$/, '').replace(/_([a-z0-9])/g, (_match, c: string) => c.toUpperCase());

function shownValue(column: string, value: unknown): Value {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number(value);
  if (column === 'savings_cents') return Number(value) / 100;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  return JSON.stringify(value);
}

/** The rows of the file's slugs as the file would name their fields (every edition: imports make some). */
async function snapshot(trx: Transaction<DB>, catalog: ValidCatalog): Promise<Snapshot> {
  const stored = new Map<ImportSection, StoredRow[]>();
  for (const section of IMPORT_SECTIONS) {
    const slugs = catalog[section].map((row) => row.slug);
    stored.set(
      section,
      await rowsBySlug(trx, TABLE_OF[section], section === 'editions' ? 'all' : slugs),
    );
  }
  const wanted = new Map<ReferenceColumn, Set<number>>();
  for (const row of [...stored.values()].flat()) {
    for (const [column, value] of Object.entries(row)) {
      if (isReference(column) && typeof value === 'number') {
        wanted.set(column, (wanted.get(column) ?? new Set()).add(value));
      }
    }
  }
  const slugs = new Map<ReferenceColumn, Map<number, string>>();
  for (const [column, ids] of wanted) {
    slugs.set(column, await slugsById(trx, REFERENCES[column], ids));
  }
  const shown = (row: StoredRow): ShownRow => ({
    retired: row.retired_at !== undefined && row.retired_at !== null,
    fields: Object.fromEntries(
      Object.entries(row)
        .filter(([column]) => !NOT_COMPARED.has(column))
        .map(([column, value]) => [
          fieldName(column),
          isReference(column) && value !== null
            ? (slugs.get(column)?.get(Number(value)) ?? null)
            : shownValue(column, value),
        ]),
    ),
  });
  return Object.fromEntries(
    IMPORT_SECTIONS.map((section) => [
      section,
      new Map((stored.get(section) ?? []).map((row) => [row.slug, shown(row)])),
    ]),
  ) as Snapshot;
}

function sectionPreview(
  section: ImportSection,
  fileSlugs: readonly string[],
  before: Map<string, ShownRow>,
  after: Map<string, ShownRow>,
): ImportSectionPreview {
  // Editions the import makes for offers without one are added too, though the file lists none.
  const made = section === 'editions' ? [...after.keys()].filter((slug) => !before.has(slug)) : [];
  const preview: ImportSectionPreview = { section, added: [], changed: [], unchanged: 0 };
  for (const slug of new Set([...fileSlugs, ...made])) {
    const old = before.get(slug);
    const now = after.get(slug);
    if (!now) continue;
    if (!old) {
      preview.added.push(slug);
      continue;
    }
    const fields = Object.keys(now.fields)
      .filter((field) => old.fields[field] !== now.fields[field])
      .map((field) => ({
        field,
        before: old.fields[field] ?? null,
        after: now.fields[field] ?? null,
      }));
    // MERCHANT-12: only a merchant marked as having left changes its retired state.
    if (old.retired !== now.retired)
      fields.push({ field: IMPORT_LEFT_FIELD, before: old.retired, after: now.retired });
    if (fields.length === 0) preview.unchanged += 1;
    else preview.changed.push({ slug, retired: now.retired, fields });
  }
  return preview;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Names the file and the catalogue as previewed: any catalogue write since changes it. */
function tokenOf(file: ImportFile, version: number, before: Snapshot): string {
  const rows = IMPORT_SECTIONS.map((section) => [section, [...before[section]]]);
  return sha256(JSON.stringify([file.format, sha256(file.content), version, rows]));
}

/** `.rules.hours` of a JSON path; nothing for the row as a whole. */
const fieldPath = (field: string | null) =>
  field === null || field === '(row)' ? '' : `.${field}`;

function shownErrors(
  issues: readonly ImportIssue[],
  file: ImportFile,
  read: ReadCatalog | null,
): ImportError[] {
  return issues.map((issue) => {
    const inRow = issue.section !== null && issue.index !== null;
    const lineOf = read?.lineOf ?? null;
    return {
      line: inRow && lineOf ? lineOf(issue.index ?? 0) : null,
      path:
        inRow && file.format === 'json'
          ? `${issue.section}[${issue.index}]${fieldPath(issue.field)}`
          : null,
      field: issue.field,
      message: issue.message,
      text: issueText(issue, file.fileName, read?.label),
    };
  });
}

/** Thrown to roll a preview's writes back, carrying what they did. */
class PreviewRollback extends Error {
  constructor(readonly preview: ImportPreview) {
    super('preview rolled back');
  }
}

interface Applying {
  token: string;
  context: EditContext;
}

async function runImport(
  db: Kysely<DB>,
  file: ImportFile,
  applying: Applying | null,
): Promise<ImportPreview> {
  const answer = (
    errors: ImportError[],
    sections: ImportSectionPreview[],
    token: string | null,
  ) => ({
    fileName: file.fileName,
    format: file.format,
    errors,
    sections,
    token,
  });
  const refused = (error: unknown, read: ReadCatalog | null) => {
    if (!(error instanceof CatalogImportError)) throw error;
    if (applying) throw new HttpError(CatalogImportErrors.invalid, CatalogImportText.invalid);
    return answer(shownErrors(error.issues, file, read), [], null);
  };

  let read: ReadCatalog;
  let catalog: ValidCatalog;
  try {
    read = readCatalogText(file.content, file.format, file.fileName);
  } catch (error) {
    return refused(error, null);
  }
  try {
    catalog = checkCatalog(read.input, file.fileName, read.options);
  } catch (error) {
    return refused(error, read);
  }
  try {
    return await db.transaction().execute(async (trx) => {
      const version = await lockedCatalogVersion(trx);
      const before = await snapshot(trx, catalog);
      const token = tokenOf(file, version, before);
      if (applying && applying.token !== token) {
        throw new HttpError(CatalogImportErrors.stale, CatalogImportText.stale);
      }
      const counts = await writeCatalog(
        trx,
        catalog,
        file.fileName,
        read.label,
        (applying?.context.now ?? new Date()).toISOString(),
      );
      const after = await snapshot(trx, catalog);
      const sections = IMPORT_SECTIONS.map((section) =>
        sectionPreview(
          section,
          catalog[section].map((row) => row.slug),
          before[section],
          after[section],
        ),
      );
      if (!applying) throw new PreviewRollback(answer([], sections, token));
      await recordImport(trx, applying.context, file, counts, sections);
      return answer([], sections, null);
    });
  } catch (error) {
    if (error instanceof PreviewRollback) return error.preview;
    return refused(error, read);
  }
}

/** OPERATOR-8: who imported which file, and what it did; never the file itself. */
async function recordImport(
  trx: Transaction<DB>,
  context: EditContext,
  file: ImportFile,
  rows: SectionCounts,
  sections: readonly ImportSectionPreview[],
) {
  await recordStaffAction(trx, {
    actor: context.actor,
    action: 'catalog.import',
    objectType: 'catalog',
    objectId: null,
    before: null,
    after: {
      fileName: file.fileName,
      format: file.format,
      sha256: sha256(file.content),
      rows,
      sections: Object.fromEntries(
        sections.map((s) => [
          s.section,
          { added: s.added.length, changed: s.changed.length, unchanged: s.unchanged },
        ]),
      ),
      // MERCHANT-12: which merchants the import took out of the book, by slug.
      left: sections.flatMap((s) => s.changed.filter(leavesTheBook).map((row) => row.slug)),
    },
    now: context.now,
    ...(context.requestId === undefined ? {} : { requestId: context.requestId }),
    ...(context.clientAddress === undefined ? {} : { clientAddress: context.clientAddress }),
  });
}

/**
 * OPERATOR-14: what importing the file would add and change, or every error with its line (CSV)
 * or JSON path and field. Writes nothing. The token it answers lets the file be applied as long
 * as the catalogue stays as previewed.
 */
export async function previewImport(db: Kysely<DB>, file: ImportFile): Promise<ImportPreview> {
  return runImport(db, file, null);
}

/**
 * OPERATOR-14: imports a previewed file in one transaction, audited. Refused (409) when the
 * catalogue changed since the preview, which the token names; then nothing is written.
 */
export async function applyImport(
  context: EditContext,
  file: ImportFile,
  token: string,
): Promise<ImportPreview> {
  return runImport(context.db, file, { token, context });
}
