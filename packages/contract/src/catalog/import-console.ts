import * as z from 'zod/mini';
import { ErrorCode } from '../app/errors.ts';
import { errorAnswer } from '../endpoint.ts';

/*
 * OPERATOR-14: the console's catalogue import. The editor uploads a file of the import formats
 * (docs/import.md); the preview lists what it would add and change, or every error with its line
 * (CSV) or JSON path and field, and writes nothing; applying the previewed file writes it in one
 * transaction, unless the catalogue changed since the preview.
 */

/**
 * The largest file the console uploads (its text, in a JSON body): a catalogue of a few hundred
 * merchants and offers is far above the API's 64 KB body limit, so these two routes take more.
 */
export const IMPORT_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** The body limit of the import routes: the file, its name and the JSON around them. */
export const IMPORT_BODY_LIMIT_BYTES = IMPORT_FILE_MAX_BYTES + 64 * 1024;

export const IMPORT_FORMATS = ['csv', 'json'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The sections of a catalogue file, in the order they are written. */
export const IMPORT_SECTIONS = [
  'markets',
  'categories',
  'editions',
  'franchisors',
  'merchants',
  'offers',
  'ads',
] as const;
export type ImportSection = (typeof IMPORT_SECTIONS)[number];

export const importFileSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  content: z.string().check(z.maxLength(IMPORT_FILE_MAX_BYTES)),
});
export type ImportFile = z.infer<typeof importFileSchema>;

/** Applying a previewed file: the file again, and the preview's token. */
export const importApplySchema = z.object({
  ...importFileSchema.shape,
  token: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type ImportApply = z.infer<typeof importApplySchema>;

/** One problem of the file: where it is (a CSV line, or a JSON path) and which field. */
export const importErrorSchema = z.object({
  /** The CSV line (the header is line 1); null for JSON and for the file as a whole. */
  line: z.nullable(z.number()),
  /** The JSON row's path, e.g. `offers[2].rules.hours.from`; null for CSV. */
  path: z.nullable(z.string()),
  /** The field as the file names it (a CSV column); null for the file as a whole. */
  field: z.nullable(z.string()),
  message: z.string(),
  /** The whole message, as the CLI prints it: `line 4, field zip: use a 5-digit ZIP code`. */
  text: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

const importValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** A field a row would change: its value before and after. */
export const importFieldChangeSchema = z.object({
  field: z.string(),
  before: importValueSchema,
  after: importValueSchema,
});

/**
 * MERCHANT-12: the field of a merchant the import marks as having left the book (retires): a
 * changed row whose `left` goes from false to true. No other import change retires anything.
 */
export const IMPORT_LEFT_FIELD = 'left';

/** Whether a changed row of a preview is a merchant the import retires (MERCHANT-12). */
export const leavesTheBook = (row: { fields: readonly { field: string; after: unknown }[] }) =>
  row.fields.some((change) => change.field === IMPORT_LEFT_FIELD && change.after === true);

export const importSectionPreviewSchema = z.object({
  section: z.enum(IMPORT_SECTIONS),
  /** The slugs of the rows it would add. */
  added: z.array(z.string()),
  /** The rows it would change, with each changed field. */
  changed: z.array(
    z.object({
      slug: z.string(),
      /**
       * Retired after the import: a retired row stays retired (the import changes its fields
       * only), and a merchant marked as having left is retired (`left`: false → true).
       */
      retired: z.boolean(),
      fields: z.array(importFieldChangeSchema),
    }),
  ),
  /** How many rows of the file are already as it says. */
  unchanged: z.number(),
});
export type ImportSectionPreview = z.infer<typeof importSectionPreviewSchema>;

/**
 * What importing the file would do (or, answered by apply, did): per section, or its errors. The
 * token names the file and the catalogue as previewed; null when the file has errors.
 */
export const importPreviewSchema = z.object({
  fileName: z.string(),
  format: z.enum(IMPORT_FORMATS),
  errors: z.array(importErrorSchema),
  sections: z.array(importSectionPreviewSchema),
  token: z.nullable(z.string()),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const CatalogImportErrors = {
  stale: errorAnswer({ status: 409, code: ErrorCode.importStale }),
  invalid: errorAnswer({ status: 422, code: ErrorCode.importInvalid }),
} as const;

export const CatalogImportText = {
  stale: 'The catalogue changed since the preview; preview the file again.',
  invalid: 'The file has errors; preview it to see them. Nothing was imported.',
} as const;
