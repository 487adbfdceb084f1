/**
 * The staff area of the contract (`@citybook/contract/staff`, ADR 0031): the back office's people,
 * their sign-in and the audit log; its endpoints as `StaffApi`.
 */
export * as StaffApi from './endpoints.ts';
export * from './staff-access.ts';
export * from './second-factor.ts';
export * from './sign-in.ts';
export * from './staff-management.ts';
export * from './audit-log.ts';
export * from './error-answers.ts';
