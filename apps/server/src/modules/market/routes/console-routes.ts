import { MarketConsoleApi } from '@citybook/contract';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import { editContext } from '../../../http/edit-context.ts';
import { editionEditors, editionGrid } from '../services/edition-console-service.ts';
import { marketEditors, marketGrid } from '../services/market-console-service.ts';

/** The console's market and edition editors (OPERATOR-9, OPERATOR-10, OPERATOR-13). */
export const marketConsoleRoutes = endpointRoutes(MarketConsoleApi, (app) => ({
  getMarketGrid: async ({ query }) => marketGrid(app.db, query),
  getMarketEditor: async ({ params }) => marketEditors.open(app.db, params.marketId),
  createMarket: async ({ staff, request, body }) =>
    marketEditors.create(editContext(app.db, staff, request), body),
  updateMarket: async ({ staff, request, params, body }) =>
    marketEditors.update(editContext(app.db, staff, request), params.marketId, body),
  setMarketRetired: async ({ staff, request, params, body }) =>
    marketEditors.setRetired(editContext(app.db, staff, request), params.marketId, body),
  getEditionGrid: async ({ query }) => editionGrid(app.db, query),
  getEditionEditor: async ({ params }) => editionEditors.open(app.db, params.editionId),
  createEdition: async ({ staff, request, body }) =>
    editionEditors.create(editContext(app.db, staff, request), body),
  updateEdition: async ({ staff, request, params, body }) =>
    editionEditors.update(editContext(app.db, staff, request), params.editionId, body),
}));
