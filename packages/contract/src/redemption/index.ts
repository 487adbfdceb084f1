/**
 * The redemption area of the contract (`@citybook/contract/redemption`, ADR 0029): its endpoints as
 * `RedemptionApi`, declared in one file, and its schemas, rules and answers.
 */
export * as RedemptionApi from './endpoints.ts';
export * as NotHonouredApi from './not-honoured-endpoints.ts';
export * as RedemptionConsoleApi from './console-endpoints.ts';
export * as RedemptionBusinessApi from './business-endpoints.ts';
export * from './redemption.ts';
export * from './redemption-text.ts';
export * from './offline-redeem.ts';
export * from './offline-ticket.ts';
export * from './verification-code.ts';
export * from './new-verification-code.ts';
export * from './verification-code-input.ts';
export * from './verify.ts';
export * from './verify-text.ts';
export * from './error-answers.ts';
export * from './not-honoured.ts';
export * from './not-honoured-console.ts';
export * from './desk.ts';
export * from './merchant-not-honoured.ts';
export * from './desk-text.ts';
