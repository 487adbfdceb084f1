/**
 * The business area of the contract (MERCHANT-1, MERCHANT-2; ADR 0046): merchants' organisations
 * and their people, who sign in to `/api/business/`; its endpoints as `BusinessApi`.
 */
export * as BusinessApi from './endpoints.ts';
export * as BusinessConsoleApi from './console-endpoints.ts';
export * as BusinessAccountApi from './account-endpoints.ts';
export * as BusinessPeopleApi from './people-endpoints.ts';
export * from './organisations.ts';
export * from './people.ts';
export * from './access.ts';
export * from './sign-in.ts';
export * from './error-answers.ts';
export * from './account.ts';
