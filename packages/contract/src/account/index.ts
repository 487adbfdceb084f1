/**
 * The account area of the contract (`@citybook/contract/account`, ADR 0029): its endpoints as
 * `AccountApi`, declared in one file, and its schemas, rules and answers.
 */
export * as AccountApi from './endpoints.ts';
export * as AccountConsoleApi from './support-console-endpoints.ts';
export * from './guest.ts';
export * from './password.ts';
export * from './passwords.ts';
export * from './email.ts';
export * from './patterns.ts';
export * from './basic-auth.ts';
export * from './profile.ts';
export * from './activation-status.ts';
export * from './profile-update.ts';
export * from './create-account.ts';
export * from './login.ts';
export * from './login-code.ts';
export * from './password-throttle.ts';
export * from './account-state.ts';
export * from './devices.ts';
export * from './device-text.ts';
export * from './error-answers.ts';
export * from './support-console.ts';
