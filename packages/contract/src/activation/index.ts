/**
 * The activation area of the contract (`@citybook/contract/activation`, ADR 0029): its endpoints as
 * `ActivationApi`, declared in one file, and its schemas, rules and answers.
 */
export * as ActivationApi from './endpoints.ts';
export * as CodeBatchConsoleApi from './code-batch-console-endpoints.ts';
export * from './code-batch-console.ts';
export * from './code-batch-console-docs.ts';
export * from './activation.ts';
export * from './activation-code.ts';
export * from './subscription.ts';
export * from './subscription-state.ts';
export * from './subscription-management-text.ts';
export * from './subscription-terms.ts';
export * from './consent-request.ts';
export * from './error-answers.ts';
