import * as z from 'zod/mini';

/**
 * Who works in the back office (OPERATOR-1; ADR 0030): staff accounts, apart from member accounts,
 * each with one role. The server checks the role on every `/api/console/` endpoint, from the
 * endpoint's declaration (`access: 'staff'` with its `staffRoles`).
 *
 * - owner: staff and settings (and everything an editor may do);
 * - editor: the catalogue;
 * - support: members;
 * - analyst: read-only reports.
 */
export const STAFF_ROLES = ['owner', 'editor', 'support', 'analyst'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * The staff session cookie: HttpOnly, SameSite=Strict and scoped to the back office's API path, so
 * a member's requests never carry it and it never meets the member's `auth-ticket`.
 */
export const STAFF_SESSION_COOKIE = 'citybook-staff';
export const STAFF_API_PATH = '/api/console';

/** The staff roles as a schema, for bodies and grid filters. */
export const staffRoleSchema = z.enum(STAFF_ROLES);

/**
 * OPERATOR-6: a staff session ends 30 minutes after its last request and 12 hours after sign-in,
 * whatever happens in between; the server enforces both.
 */
export const StaffSessionTimeouts = {
  idleMinutes: 30,
  absoluteHours: 12,
} as const;

/**
 * A sign-in between its password and its code (OPERATOR-3, OPERATOR-4) is held server side under
 * this cookie (HttpOnly, SameSite=Strict, the same path as the session), for this long after the
 * password: long enough to set a new password and scan a QR code.
 */
export const STAFF_PENDING_SIGN_IN_COOKIE = 'citybook-staff-pending';
export const PENDING_SIGN_IN_MINUTES = 15;

/** Why the console shows sign-in again (OPERATOR-6), as `GET /api/console/me` cannot say it. */
export const StaffSessionEndedText = {
  signedOut: 'You have signed out.',
  ended:
    'Your session has ended: after 30 minutes without activity, 12 hours after sign-in, or because an owner changed your account. Please sign in again.',
} as const;
