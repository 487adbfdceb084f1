/** The catalogue's console screens (ADR 0031: the area of the data they change). */
export { CATALOG_ROLES, MerchantsPage } from './merchants/merchants-page.tsx';
export { MerchantEditorPage } from './merchants/merchant-editor-page.tsx';
export { AdsPage } from './ads/ads-page.tsx';
export { AdEditorPage } from './ads/ad-editor-page.tsx';
export { IMPORT_ROLES, ImportPage } from './import/import-page.tsx';
export { CategoriesPage } from './categories/categories-page.tsx';
export { CategoryEditorPage } from './categories/category-editor-page.tsx';
export { FranchisorsPage } from './franchisors/franchisors-page.tsx';
export { FranchisorEditorPage } from './franchisors/franchisor-editor-page.tsx';
export { MerchantOffers } from './offers/merchant-offers.tsx';
export { NewOfferPage, OfferEditorPage } from './offers/offer-editor-page.tsx';
export { OffersPage } from './offers/offers-page.tsx';
// MERCHANT-9: merchants' offer change requests, decided by editors and owners.
export { ChangeRequestsPage } from './change-requests/change-requests-page.tsx';
export { ChangeRequestPage } from './change-requests/change-request-page.tsx';
