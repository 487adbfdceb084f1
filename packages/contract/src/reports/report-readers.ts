import type { StaffRole } from '../staff/staff-access.ts';

/**
 * OPERATOR-23: who reads the reports. Analysts (read-only reports) and owners (everything). The
 * roles are not ranked: an editor keeps the catalogue and support answers members (OPERATOR-1), so
 * "analyst and above" is the analyst and the owner (ADR 0044).
 */
export const REPORT_READERS = ['owner', 'analyst'] as const satisfies readonly StaffRole[];

// Its own module: the console's first load names the roles and takes no schema with them.
