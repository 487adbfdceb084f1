/**
 * The fundraising area of the contract (FUNDRAISING-1…8; ADR 0057): groups, campaigns, sellers as
 * display names and campaigns' public pages. Public endpoints as `FundraisingApi`, the operators'
 * as `FundraisingConsoleApi`, the leaders' (under /api/business/) as `FundraisingBusinessApi`.
 */
export * as FundraisingApi from './endpoints.ts';
export * as FundraisingConsoleApi from './console-endpoints.ts';
export * as FundraisingBusinessApi from './business-endpoints.ts';
export * from './groups.ts';
export * from './campaigns.ts';
export * from './error-answers.ts';
export * from './code-sales.ts';
export * from './statements.ts';
