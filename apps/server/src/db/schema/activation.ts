import type {
  ConsentKind,
  PaymentPurpose,
  PaymentStatus,
  SubscriptionSource,
  SubscriptionStatus,
} from '@citybook/contract';
import type { Generated, Selectable } from 'kysely';
import type { Nullable } from './columns.ts';

/*
 * Activations: printed codes and their batches, vouchers, subscriptions, the payment ledger,
 * store notifications, consents and refunds.
 */

export interface ActivationCodeTable {
  id: Generated<number>;
  code: string;
  batch: string;
  market_id: Nullable<number>;
  /** The last moment the code can be activated. */
  expires_at: string;
  /** The end of the activation the code gives. */
  offers_valid_to: string;
  created_at: string;
  /**
   * OPERATOR-13: the edition the code activates; its dates override the two above, which only
   * codes printed before editions for no market still go by (ADR 0032).
   */
  edition_id: Nullable<number>;
  /** OPERATOR-17: when the code was withdrawn before use, and why; its batch's void counts too. */
  voided_at: Nullable<string>;
  void_reason: Nullable<string>;
}

/** OPERATOR-15: a batch of printed codes; its codes carry `batch` (migration 0036). */
export interface CodeBatchTable {
  id: Generated<number>;
  batch: string;
  /** What the printer knows the run by (the printer's order). */
  label: string;
  /** Null only for a batch printed before editions (ADR 0032). */
  edition_id: Nullable<number>;
  count: number;
  /** How long the activation a code gives lasts; null: until the edition ends. */
  activation_days: Nullable<number>;
  created_at: string;
  /** Null when made by the CLI. */
  created_by_staff_id: Nullable<number>;
  /** The staff e-mail, or "command line". */
  created_by: string;
  voided_at: Nullable<string>;
  void_reason: Nullable<string>;
}

export interface ActivationVoucherTable {
  id: Generated<number>;
  /** Null once the member's account is deleted. */
  user_id: number | null;
  kind: 'BOOK' | 'SUB';
  activation_code_id: Nullable<number>;
  code: string;
  offers_valid_to: string;
  deactivated_at: Nullable<string>;
  subscription_type_code: Nullable<number>;
  created_at: string;
  /** The first failed renewal of the current period: the retries count from it. */
  renewal_failed_at: Nullable<string>;
  /** A subscription's state (contract SubscriptionStatus); 'pending' while its purchase is paid. */
  subscription_status: Nullable<SubscriptionState>;
  subscription_source: Nullable<SubscriptionSource>;
  /** A plan change waiting for the next renewal. */
  next_subscription_type_code: Nullable<number>;
  /** When the next renewal is charged; a renewal in progress moves it on (its claim). */
  next_renewal_at: Nullable<string>;
  /** A store subscription's own id ('apple:' originalTransactionId, 'google:' purchase token). */
  store_subscription_ref: Nullable<string>;
  /**
   * When the store vouched for the state the subscription holds (StoreTransaction.stateAt): what
   * it said before then changes nothing. Null until the store has said anything (issue #27).
   */
  store_state_at: Nullable<string>;
}

/** The contract's statuses, and 'pending': a purchase being paid, never shown to anyone. */
export type SubscriptionState = SubscriptionStatus | 'pending';

export interface SubscriptionTypeTable {
  code: number;
  title: string;
  price_cents: number;
  period: 'month' | 'year';
}

export interface PaymentInstrumentTable {
  id: Generated<number>;
  voucher_id: number;
  brand: string;
  last4: string;
  expiration_month: number;
  expiration_year: number;
  gateway_token: string;
  updated_at: string;
}

/** The ledger: every charge attempt, claimed before the gateway is called. */
export interface PaymentTable {
  id: Generated<number>;
  /** Null once the member's account is deleted (the ledger is kept for accounting). */
  user_id: number | null;
  voucher_id: number | null;
  purpose: PaymentPurpose;
  source: SubscriptionSource;
  subscription_type_code: number;
  amount_cents: number;
  currency: string;
  /** The period paid for: the end it renews from, 'purchase', or the store's transaction id. */
  period_key: string;
  /** Attempts at one period count from 0; unique with the voucher and period. */
  attempt: number;
  idempotency_key: string;
  gateway_reference: Nullable<string>;
  status: PaymentStatus;
  card_brand: Nullable<string>;
  card_last4: Nullable<string>;
  failure_message: Nullable<string>;
  created_at: string;
  updated_at: string;
}

/** Issue #27: a store notification once received, kept so that each is applied once. */
export interface StoreNotificationTable {
  id: Generated<number>;
  store: 'apple' | 'google';
  /** Apple's notificationUUID, Pub/Sub's messageId: the same on each retry. */
  notification_id: string;
  kind: string;
  /** The subscription it is about ('apple:…', 'google:…'); null when about none. */
  store_subscription_ref: Nullable<string>;
  /** When the store sent it (Apple's signedDate, Google's eventTimeMillis). */
  sent_at: string;
  received_at: string;
  outcome: StoreNotificationOutcome;
}

/**
 * What a notification did: `applied`; `stale`: older than the state it would change, recorded
 * and ignored; `unknown`: about a subscription no app has reported; `none`: about none.
 */
export type StoreNotificationOutcome = 'applied' | 'stale' | 'unknown' | 'none';

/** NOTICE-5: a plan's new price, from its day on (announced at least 7 days before). */
export interface PlanPriceChangeTable {
  id: Generated<number>;
  subscription_type_code: number;
  price_cents: number;
  effective_at: string;
  announced_at: string;
  applied_at: Nullable<string>;
}

/**
 * ACTIVATION-22: what a member agreed to at a card purchase, plan change or resumption. Never
 * deleted by housekeeping; the account's deletion nulls user_id, client and address (ADR 0040).
 */
export interface SubscriptionConsentTable {
  id: Generated<number>;
  user_id: number | null;
  voucher_id: number;
  /** The purchase's ledger row; null for a change or a resumption, which charge nothing then. */
  payment_id: number | null;
  kind: ConsentKind;
  terms_version: string;
  /** SHA-256 (hex) of the version's exact text, computed by the server. */
  terms_sha256: string;
  subscription_type_code: number;
  plan_title: string;
  amount_cents: number;
  currency: string;
  period: 'month' | 'year';
  renewal_wording: string;
  button_label: string;
  /** As a session keeps it: a rough description of the client and the masked address. */
  client: Nullable<string>;
  address: Nullable<string>;
  created_at: string;
}

/** OPERATOR-21 (ADR 0043): a staff refund of a ledger row, claimed before the gateway is called. */
export interface PaymentRefundTable {
  id: Generated<number>;
  payment_id: number;
  idempotency_key: string;
  status: 'pending' | 'succeeded';
  staff_id: Nullable<number>;
  staff_email: string;
  reason: string;
  /** Until then the claim's holder is calling the gateway; after it, a retry takes over. */
  lease_until: string;
  created_at: string;
  refunded_at: Nullable<string>;
}

export type VoucherRow = Selectable<ActivationVoucherTable>;
export type PaymentRow = Selectable<PaymentTable>;
