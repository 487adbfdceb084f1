/** The catalogue's console screens (ADR 0031: the area of the data they change). */
export { CATALOG_ROLES, MerchantsPage } from './merchants/merchants-page.tsx';
export { MerchantEditorPage } from './merchants/merchant-editor-page.tsx';
export { MerchantOffers } from './offers/merchant-offers.tsx';
export { NewOfferPage, OfferEditorPage } from './offers/offer-editor-page.tsx';
export { OffersPage } from './offers/offers-page.tsx';
