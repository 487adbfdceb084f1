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
