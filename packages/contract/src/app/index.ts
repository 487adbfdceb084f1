/**
 * The app area of the contract (`@citybook/contract/app`, ADR 0029): its endpoints as
 * `AppApi`, declared in one file, and its schemas, rules and answers.
 */
export * as AppApi from './endpoints.ts';
export * from './errors.ts';
export * from './timings.ts';
export * from './session.ts';
export * from './ids.ts';
export * from './geo.ts';
export * from './phone.ts';
export * from './client-error.ts';
export * from './health.ts';
export * from './version.ts';
export * from './request-guard.ts';
export * from './deep-link.ts';
export * from './offline-text.ts';
export * from './app-manifest.ts';
export * from './openapi.ts';
export * from './error-answers.ts';
