/** The catalogue's console screens (ADR 0031: the area of the data they change). */
export { CATALOG_ROLES, MerchantsPage } from './merchants/merchants-page.tsx';
export { MerchantEditorPage } from './merchants/merchant-editor-page.tsx';
export { AdsPage } from './ads/ads-page.tsx';
export { AdEditorPage } from './ads/ad-editor-page.tsx';
export { IMPORT_ROLES, ImportPage } from './import/import-page.tsx';
