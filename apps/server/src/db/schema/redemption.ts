import type { Generated } from 'kysely';
import type { Nullable } from './columns.ts';

/* Redemptions, the offline tickets they are made under, and not-honoured reports. */

export interface RedemptionTable {
  id: Generated<number>;
  /** Null once the member's account is deleted. */
  user_id: number | null;
  activation_voucher_id: number;
  offer_id: number;
  savings_cents: number;
  /** When the member redeemed (a redemption made offline: the device's moment). */
  created_at: string;
  /** Staff's check code (issue #16); unique. Every row has one (migration 0012 gave old ones). */
  verification_code: string;
  /** When the Redeem Desk accepted the code (MERCHANT-5); set once. */
  first_checked_at: Nullable<string>;
  /** Who accepted it at the desk (a business person); null before, or once the account is gone. */
  checked_by_staff_id: Nullable<number>;
  /** The location whose desk accepted it. */
  checked_merchant_id: Nullable<number>;
  /** The device's key of a redemption made offline; unique per voucher. */
  idempotency_key: Nullable<string>;
  /** When a redemption made offline (sent with its moment) reached the server; null otherwise. */
  received_at: Nullable<string>;
  /** The offline ticket it was made under (issue #27); unique: one redemption per ticket. */
  offline_ticket_id: Nullable<number>;
}

/** Issue #27: what lets a device redeem offline, for a bounded time, under a reserved code. */
export interface OfflineTicketTable {
  id: Generated<number>;
  /** The id the device holds: 128 random bits, URL-safe; unique. */
  ticket: string;
  activation_voucher_id: number;
  /** The session it was issued to; null once that session ended. */
  session_id: Nullable<number>;
  /** Reserved for the redemption made with it; unique among tickets. */
  verification_code: string;
  issued_at: string;
  /** issued_at + OFFLINE_TICKET_TTL_MS, or the activation's end when sooner. */
  valid_to: string;
}

/**
 * MERCHANT-10, MERCHANT-11 (migration 0041, ADR 0047): a member's report that a coupon was not
 * honoured. It keeps the redemption as reported: restoring the coupon deletes the redemption.
 */
export interface NotHonouredReportTable {
  id: Generated<number>;
  /** The redemption reported; unique (one report each), no foreign key (it may be deleted). */
  redemption_id: number;
  /** Null once the member's account is deleted. */
  user_id: number | null;
  merchant_id: number;
  offer_id: number;
  market_id: number | null;
  merchant_name: string;
  offer_title: string;
  verification_code: string;
  redeemed_at: string;
  /** The redemption's first staff check when reported; null: never checked (restored at once). */
  checked_at: Nullable<string>;
  /** One of NOT_HONOURED_REASONS. */
  reason: string;
  note: Nullable<string>;
  reported_at: string;
  /** One of NOT_HONOURED_STATES. */
  state: string;
  restored_at: Nullable<string>;
  /** The latest operator step: the words the member reads, when, and who. */
  operator_reason: Nullable<string>;
  operator_acted_at: Nullable<string>;
  operator_staff_id: Nullable<number>;
  operator_email: Nullable<string>;
}
