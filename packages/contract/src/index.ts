/*
 * The whole contract, for the server, the tests and the tools (ADR 0029). Web code imports its
 * area instead (`@citybook/contract/<area>`, `@citybook/contract/endpoint`).
 */
export * from './app/index.ts';
export * from './account/index.ts';
export * from './market/index.ts';
export * from './catalog/index.ts';
export * from './activation/index.ts';
export * from './redemption/index.ts';
export * from './staff/index.ts';
export * from './notices/index.ts';
export * from './reports/index.ts';
export * from './business/index.ts';
export * from './fundraising/index.ts';
export * from './grid.ts';
export * from './console-fields.ts';
export * from './endpoint.ts';
export * from './endpoints.ts';
export * from './api-docs.ts';
