import { CatalogImportConsoleApi } from '@citybook/contract';
import { editContext } from '../../../../http/edit-context.ts';
import { endpointRoutes } from '../../../../http/endpoint-routes.ts';
import { applyImport, previewImport } from '../../services/import/import-preview-service.ts';

/** OPERATOR-14: the console's import with a preview; HTTP only, the rules are the import's. */
export const catalogImportConsoleRoutes = endpointRoutes(CatalogImportConsoleApi, (app) => ({
  previewCatalogImport: async ({ body }) => previewImport(app.db, body),
  applyCatalogImport: async ({ staff, request, body: { token, ...file } }) =>
    applyImport(editContext(app.db, staff, request), file, token),
}));
