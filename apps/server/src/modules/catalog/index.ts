/**
 * The catalog module's front door (ADR 0026): the only file other modules, app.ts, cli/ and
 * db/seed/ import. Catalog depends on market, activation and redemption.
 */
export { catalogRoutes } from './routes/routes.ts';
export { catalogConsoleRoutes } from './routes/console/console-routes.ts';
export { catalogImportConsoleRoutes } from './routes/console/import-console-routes.ts';
export {
  offerChangeBusinessRoutes,
  offerChangeConsoleRoutes,
} from './routes/offer-change-routes.ts';
export { previewImport } from './services/import/import-preview-service.ts';
export { previewText } from './services/import/import-preview-text.ts';
export {
  categoryEditors,
  franchisorEditors,
  merchantEditors,
  merchantGrid,
  mobileAdEditors,
  mobileAdGrid,
} from './services/console/catalog-console-service.ts';
export { offerEditors, offerGrid } from './services/console/offer-console-service.ts';
export { clusterWarmUpSchedulerPlugin } from './routes/cluster-warm-up-scheduler.ts';
export { mediaRoutes } from './routes/media-routes.ts';
export { mediaConsoleRoutes } from './routes/media-console-routes.ts';
export { locationDetailsRoutes } from './routes/location-details-routes.ts';
export { seedDemoMedia } from './services/media/demo-media.ts';
export { DEMO_CATALOG_VERSION, DEMO_EDITION, demoCatalog } from './services/demo/demo-catalog.ts';
export type { CatalogFile } from './services/import/catalog-file.ts';
export {
  CatalogImportError,
  importCatalog,
  importCatalogFile,
  formatOfFileName,
} from './services/import/import-catalog-service.ts';
export { favoriteMerchantIdsOfMember, forgetFavoritesOf } from './services/favorite-service.ts';
export { merchantExists } from './services/merchant-service.ts';
export {
  firstAdImageOfMarket,
  mobileAdsOfMarket,
  type AdImagePreload,
} from './services/mobile-ad-service.ts';
export { offerWithRules } from './services/offer-service.ts';
