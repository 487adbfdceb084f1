import type { AreaDocs } from '../endpoint.ts';
import type { CatalogImportErrors } from './import-console.ts';
import type * as CatalogImportConsoleApi from './import-console-endpoints.ts';

/** The API reference's words for the console's import (OPERATOR-14). */
export const catalogImportConsoleDocs = {
  endpoints: {
    previewCatalogImport:
      'Reads a CSV or JSON catalogue file (its text, up to 5 MB) and answers what importing it would add and change per section, or every error with its line or JSON path and field; writes nothing.',
    applyCatalogImport:
      'Imports the previewed file in one transaction, given the preview’s token; audited. Refused with 409 when the catalogue changed since the preview.',
  },
  errors: {
    stale:
      'The catalogue changed since the preview (or the file is not the previewed one): preview it again.',
    invalid: 'The file has errors (the preview lists them); nothing was imported.',
  },
} as const satisfies AreaDocs<typeof CatalogImportConsoleApi, typeof CatalogImportErrors>;
