import * as z from 'zod/mini';
import type { StaffRole } from '../staff/staff-access.ts';

/**
 * The people of a business organisation (MERCHANT-2; ADR 0046): accounts on the back office's
 * identity, each with one business role, signing in to `/api/business/` with their own cookie.
 *
 * - merchantAdmin: everything of their organisation (people, details, results, change requests);
 * - counterStaff: the Redeem Desk only, at the locations they are given;
 * - fundraiserLeader: a fundraising group's campaigns and sellers (FUNDRAISING-1), nothing of a
 *   merchant's.
 */
export const BUSINESS_ROLES = ['merchantAdmin', 'counterStaff', 'fundraiserLeader'] as const;
export type BusinessRole = (typeof BUSINESS_ROLES)[number];
export const businessRoleSchema = z.enum(BUSINESS_ROLES);

/** The roles of a merchant's organisation, the only ones its admin gives (MERCHANT-13). */
export const MERCHANT_ROLES = ['merchantAdmin', 'counterStaff'] as const satisfies BusinessRole[];
export type MerchantRole = (typeof MERCHANT_ROLES)[number];
export const merchantRoleSchema = z.enum(MERCHANT_ROLES);
export const isMerchantRole = (role: BusinessRole): role is MerchantRole =>
  (MERCHANT_ROLES as readonly BusinessRole[]).includes(role);

/** A back-office account's role: the publisher's staff, or a business's people. */
export type AccountRole = StaffRole | BusinessRole;

/** The API a session or a half-done sign-in belongs to; a session works on its own only. */
export type SignInRealm = 'console' | 'business';

export const BUSINESS_API_PATH = '/api/business';
export const BUSINESS_SESSION_COOKIE = 'citybook-business';
export const BUSINESS_PENDING_SIGN_IN_COOKIE = 'citybook-business-pending';

/**
 * MERCHANT-2: when a business session ends. A merchant admin's like staff's (OPERATOR-6); counter
 * staff work a shift on a shared counter device, where signing in again every half hour of a
 * quiet afternoon would keep the desk closed, and what the session can do is check codes at
 * their locations: it ends 16 hours after its last request and 7 days after sign-in.
 */
export const BusinessSessionTimeouts = {
  merchantAdmin: { idleMinutes: 30, absoluteHours: 12 },
  counterStaff: { idleMinutes: 16 * 60, absoluteHours: 7 * 24 },
  // FUNDRAISING-1: a leader's like a merchant admin's.
  fundraiserLeader: { idleMinutes: 30, absoluteHours: 12 },
} as const satisfies Record<BusinessRole, { idleMinutes: number; absoluteHours: number }>;

/** The longest a business session can live: the session cookie's age. */
export const BUSINESS_SESSION_MAX_HOURS = Math.max(
  ...Object.values(BusinessSessionTimeouts).map((t) => t.absoluteHours),
);
