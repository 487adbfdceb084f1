/**
 * The market module's front door (ADR 0026): the only file other modules, app.ts, cli/ and
 * db/seed/ import. Market depends on no other module.
 */
export { marketRoutes, type MarketRoutesOptions } from './routes/routes.ts';
export { marketConsoleRoutes } from './routes/console-routes.ts';
export { marketEditors } from './services/market-console-service.ts';
export {
  assertMarketExists,
  isKnownMarket,
  marketAt,
  requireMarket,
} from './services/market-service.ts';
export { editionById, editionBySlug } from './services/edition-service.ts';
export { editionEditors, editionGrid } from './services/edition-console-service.ts';
export { OPEN_END } from '../../db/edition-open-end.ts';
