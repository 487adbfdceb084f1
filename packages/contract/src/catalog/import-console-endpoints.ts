import { CATALOG_EDITORS as EDITORS } from '../console-fields.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  CatalogImportErrors,
  IMPORT_BODY_LIMIT_BYTES,
  importApplySchema,
  importFileSchema,
  importPreviewSchema,
} from './import-console.ts';

/*
 * OPERATOR-14: the console's import with a preview. Both take the file's text in the body, so
 * both allow a larger body than the API's 64 KB.
 */

export const previewCatalogImport = defineEndpoint({
  area: 'catalog',
  name: 'previewCatalogImport',
  method: 'POST',
  path: '/api/console/import/preview',
  access: 'staff',
  staffRoles: EDITORS,
  bodyLimit: IMPORT_BODY_LIMIT_BYTES,
  body: importFileSchema,
  response: importPreviewSchema,
  errors: [],
});

export const applyCatalogImport = defineEndpoint({
  area: 'catalog',
  name: 'applyCatalogImport',
  method: 'POST',
  path: '/api/console/import/apply',
  access: 'staff',
  staffRoles: EDITORS,
  bodyLimit: IMPORT_BODY_LIMIT_BYTES,
  body: importApplySchema,
  response: importPreviewSchema,
  errors: [CatalogImportErrors.stale, CatalogImportErrors.invalid],
});
