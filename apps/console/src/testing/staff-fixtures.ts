import { ErrorCode } from '@citybook/contract/app';
import { StaffApi } from '@citybook/contract/staff';
import type { CurrentStaff, StaffRole, StaffRow } from '@citybook/contract/staff';
import { apiError, apiReply } from './mocks/http-from-contract.ts';
import { server } from './mocks/server.ts';

let next = 100;

/** A signed-in staff member, unique per call. */
export function aCurrentStaff(overrides: Partial<CurrentStaff> = {}): CurrentStaff {
  next += 1;
  return {
    id: next,
    email: `person${String(next)}@citybook.test`,
    role: 'owner',
    recoveryCodesLeft: 10,
    signedInAt: '2026-11-27T09:00:00.000Z',
    sessionExpiresAt: '2026-11-27T21:00:00.000Z',
    ...overrides,
  };
}

/** A row of the staff grid, unique per call. */
export function aStaffRow(overrides: Partial<StaffRow> = {}): StaffRow {
  next += 1;
  return {
    id: next,
    email: `staff${String(next)}@citybook.test`,
    role: 'editor',
    disabled: false,
    enrolled: true,
    mustChangePassword: false,
    createdAt: '2026-11-20T08:00:00.000Z',
    lastSignInAt: '2026-11-26T16:30:00.000Z',
    ...overrides,
  };
}

/** The server knows this person as signed in. */
export function signedInAs(role: StaffRole, overrides: Partial<CurrentStaff> = {}): CurrentStaff {
  const staff = aCurrentStaff({ role, ...overrides });
  server.use(apiReply(StaffApi.getCurrentStaff, staff));
  return staff;
}

/** The server knows nobody: every staff call answers 401. */
export function notSignedIn(): void {
  server.use(apiError(StaffApi.getCurrentStaff, 401, ErrorCode.notLoggedIn, 'Not signed in'));
}
