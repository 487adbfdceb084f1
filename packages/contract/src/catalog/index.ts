/**
 * The catalog area of the contract (`@citybook/contract/catalog`, ADR 0029): its endpoints as
 * `CatalogApi`, declared in one file, and its schemas, rules and answers.
 */
export * as CatalogApi from './endpoints.ts';
export * as CatalogConsoleApi from './console-endpoints.ts';
export * as CatalogImportConsoleApi from './import-console-endpoints.ts';
export * from './import-console.ts';
export * from './console.ts';
export * from './category.ts';
export * from './merchant.ts';
export * from './mobile-ad.ts';
export * from './display.ts';
export * from './map-marker-text.ts';
export * from './in-area.ts';
export * from './search.ts';
export * from './offer-rules.ts';
export * from './offer-rules-text.ts';
export * from './offer-usable-at.ts';
export * from './list-options.ts';
export * from './favorites.ts';
export * from './error-answers.ts';
