/**
 * The staff area of the contract (`@citybook/contract/staff`, ADR 0031): the back office's people,
 * their sign-in and the audit log.
 */
export * from './staff-access.ts';
