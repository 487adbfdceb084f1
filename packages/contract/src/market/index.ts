/**
 * The market area of the contract (`@citybook/contract/market`, ADR 0029): its endpoints as
 * `MarketApi`, declared in one file, and its schemas, rules and answers.
 */
export * as MarketApi from './endpoints.ts';
export * as MarketConsoleApi from './console-endpoints.ts';
export * from './console.ts';
export * from './edition-console.ts';
export * from './market.ts';
export * from './error-answers.ts';
