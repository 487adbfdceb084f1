/**
 * The catalog area of the contract (`@citybook/contract/catalog`, ADR 0029): its endpoints as
 * `CatalogApi`, declared in one file, and its schemas, rules and answers.
 */
export * as CatalogApi from './endpoints.ts';
export * as CatalogConsoleApi from './console-endpoints.ts';
export * as CatalogImportConsoleApi from './import-console-endpoints.ts';
export * from './import-console.ts';
export * from './console.ts';
export * as OfferConsoleApi from './offer-console-endpoints.ts';
export * from './offer-console.ts';
export * from './offer-console-errors.ts';
export * from './offer-console-docs.ts';
// MERCHANT-9: offer change requests, sent by merchants and decided in the console.
export * as OfferChangeBusinessApi from './offer-change-business-endpoints.ts';
export * as OfferChangeConsoleApi from './offer-change-console-endpoints.ts';
export * from './offer-change-request.ts';
// MERCHANT-8: the details a merchant admin keeps up to date.
export * as CatalogBusinessApi from './business-endpoints.ts';
export * from './location-details.ts';
export * from './category.ts';
export * from './merchant.ts';
export * from './merchant-left.ts';
export * from './mobile-ad.ts';
export * from './mobile-ad-console.ts';
export * from './display.ts';
export * from './map-marker-text.ts';
export * from './in-area.ts';
export * from './search.ts';
export * from './offer-rules.ts';
export * from './offer-rules-text.ts';
export * from './offer-usable-at.ts';
export * from './offer-availability.ts';
export * from './list-options.ts';
export * from './favorites.ts';
export * from './error-answers.ts';
export * from './media.ts';
export * from './media-sizes.ts';
export * as CatalogMediaConsoleApi from './media-console-endpoints.ts';
export * from './media-console.ts';
export * from './image-url-rule.ts';
// MERCHANT-14, CATALOG-26: a location's opening hours.
export * from './opening-hours.ts';
export * from './opening-hours-state.ts';
export * from './opening-hours-text.ts';
export * from './location-hours.ts';
