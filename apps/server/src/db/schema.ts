import type {
  ConsentKind,
  PaymentPurpose,
  PaymentStatus,
  AccountRole,
  SignInRealm,
  StaffSignInStep,
  SubscriptionSource,
  SubscriptionStatus,
} from '@citybook/contract';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A nullable column that inserts may leave out. */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/**
 * Table shapes shared by SQLite and PostgreSQL. Timestamps are fixed-width ISO-8601 UTC text
 * (see docs/decisions/0002-portable-schema.md) so both databases compare and sort them alike.
 */
export interface MarketTable {
  id: Generated<number>;
  slug: string;
  title: string;
  latitude: number;
  longitude: number;
  radius_miles: number;
  /** IANA zone ("America/Chicago"): the offers' rules are judged on its wall clock. */
  time_zone: Generated<string>;
  created_at: string;
  /** OPERATOR-10: set when staff retired it; hidden from members, never deleted. */
  retired_at: Nullable<string>;
  /** OPERATOR-10: moved on by every console save (a stale save is refused). */
  revision: Generated<number>;
}

export interface CategoryTable {
  id: Generated<number>;
  slug: string;
  title: string;
  icon: string;
  sort_order: number;
  created_at: string;
  /** OPERATOR-10: set when staff retired it; hidden from members, never deleted. */
  retired_at: Nullable<string>;
  /** OPERATOR-10: moved on by every console save (a stale save is refused). */
  revision: Generated<number>;
}

export interface UserTable {
  id: Generated<number>;
  email: string;
  /** Null for imported members who have not set a password yet. */
  password_hash: string | null;
  market_id: number | null;
  first_name: Nullable<string>;
  last_name: Nullable<string>;
  phone: Nullable<string>;
  postal_code: Nullable<string>;
  /** 0/1 (docs/decisions/0002-portable-schema.md): opened in the subscription app. */
  is_mobile_plus: Generated<number>;
  failed_logins: Generated<number>;
  locked_until: Nullable<string>;
  /** 0/1: an imported member who logs in with a temporary password must choose one. */
  must_set_password: Generated<number>;
  /** The voucher whose activation the member uses now (ACCOUNT-14 activationVoucherId). */
  current_voucher_id: Nullable<number>;
  created_at: string;
  updated_at: string;
}

export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  /** The guest's market choice lives on its session, never on the shared account. */
  market_id: Nullable<number>;
  created_at: string;
  /** The absolute end: SESSION_TTL_DAYS after the login. */
  expires_at: string;
  /** Written at most every SESSION_TOUCH_MINUTES; unused for SESSION_IDLE_DAYS, it ends. */
  last_used_at: string;
  /** A rough description of the browser and system ("Chrome on Android"), never the raw header. */
  client: Nullable<string>;
  /** Where it signed in from, masked ("203.0.113.x"): never the full address (issue 32 item 10). */
  address: Nullable<string>;
}

export interface PasswordTokenTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  purpose: 'reset' | 'set';
  created_at: string;
  expires_at: string;
  used_at: Nullable<string>;
}

/** ACCOUNT-29: an e-mailed sign-in code; only hashes are stored. */
export interface LoginCodeTable {
  challenge_hash: string;
  user_id: number;
  code_hash: string;
  created_at: string;
  expires_at: string;
  attempts: Generated<number>;
  used_at: Nullable<string>;
}

export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body_text: string;
  created_at: string;
}

export interface FranchisorTable {
  id: Generated<number>;
  slug: string;
  title: string;
  /** OPERATOR-10: set when staff retired it; hidden from members, never deleted. */
  retired_at: Nullable<string>;
  /** OPERATOR-10: moved on by every console save (a stale save is refused). */
  revision: Generated<number>;
}

export interface MerchantTable {
  id: Generated<number>;
  slug: string;
  market_id: number;
  category_id: number;
  franchisor_id: Nullable<number>;
  title: string;
  latitude: number;
  longitude: number;
  address1: string;
  address2: Nullable<string>;
  city: string;
  state: string;
  zip: string;
  telephone: Nullable<string>;
  website: Nullable<string>;
  facebook_url: Nullable<string>;
  twitter_url: Nullable<string>;
  instagram_url: Nullable<string>;
  app_store_url: Nullable<string>;
  play_store_url: Nullable<string>;
  logo: Nullable<string>;
  /** OPERATOR-12: the uploaded logo; `logo` then holds one of its variants' addresses. */
  logo_media_id: Nullable<number>;
  updated_at: string;
  /** OPERATOR-10: set when staff retired it; hidden from members, never deleted. */
  retired_at: Nullable<string>;
  /** OPERATOR-10: moved on by every console save (a stale save is refused). */
  revision: Generated<number>;
  /** MERCHANT-1: the business organisation this location belongs to, if any. */
  organisation_id: Nullable<number>;
}

export interface OfferTable {
  id: Generated<number>;
  slug: string;
  merchant_id: number;
  category_id: number;
  title: string;
  exclusion: string;
  redemption_data_type_code: number;
  redemption_data: string;
  /** Money is kept in whole cents. */
  savings_cents: number;
  /** OPERATOR-13: the book the offer is in; its end is the offer's (CATALOG-14). */
  edition_id: Nullable<number>;
  sort_order: number;
  /** JSON of the contract's `offerRulesSchema` (issue #17); null: no rules. */
  rules: Nullable<string>;
  updated_at: string;
  /** OPERATOR-10: when the console retired it (hidden from members, never deleted); null: live. */
  retired_at: Nullable<string>;
  /** OPERATOR-10: moved on by every console save (two editors never overwrite each other). */
  revision: Generated<number>;
}

/** One row (id 1): bumped by triggers whenever a table the merchant lists show changes. */
export interface CatalogVersionTable {
  id: number;
  version: number;
}

export interface MobileAdTable {
  id: Generated<number>;
  slug: string;
  market_id: number;
  title: string;
  image: string;
  /** OPERATOR-12: the uploaded image; `image` then holds one of its variants' addresses. */
  image_media_id: Nullable<number>;
  merchant_id: Nullable<number>;
  sort_order: number;
  /** OPERATOR-10: set when staff retired it; hidden from members, never deleted. */
  retired_at: Nullable<string>;
  /** OPERATOR-10: moved on by every console save and import (a stale save is refused). */
  revision: Generated<number>;
  /** OPERATOR-10: the first day shown (YYYY-MM-DD, the market's time zone); null: since always. */
  starts_on: Nullable<string>;
  /** OPERATOR-10: the last day shown (YYYY-MM-DD, the market's time zone); null: no end. */
  ends_on: Nullable<string>;
}

/** OPERATOR-12: an uploaded image for one use, and its WebP variants. */
export interface MediaTable {
  id: Generated<number>;
  /** sha-256 of the use and the source bytes: the same upload is the same row. */
  hash: string;
  use: string;
  source_format: string;
  source_bytes: number;
  width: number;
  height: number;
  /** JSON: `{ width, height, file }[]`, smallest first; `file` is `<hash>.webp` under MEDIA_DIR. */
  variants_json: string;
  /** Null for the demo data's images. */
  uploaded_by_staff_id: Nullable<number>;
  uploaded_by: string;
  uploaded_at: string;
}

/** OPERATOR-12: a merchant's photos, in order. */
export interface MerchantPhotoTable {
  merchant_id: number;
  media_id: number;
  position: number;
}

export interface DemoSeedTable {
  version: string;
  seeded_at: string;
}

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

/** OPERATOR-13: a market's book of a year (ADR 0032). */
export interface EditionTable {
  id: Generated<number>;
  slug: string;
  market_id: number;
  year: number;
  name: string;
  /** The day the book goes on sale. */
  on_sale_at: string;
  /** The book's end: its offers expire and the activations its codes give end (CATALOG-14). */
  valid_until: string;
  updated_at: string;
  /** OPERATOR-10: moved on by every console save and import (a stale save is refused). */
  revision: Generated<number>;
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

/** A subject of the password-check throttle (modules/account/password-throttle-repo.ts). */
export interface PasswordFailureTable {
  /** `account:<sha-256 of the email>`, `address:<client address>` or `pair:<both>`. */
  subject: string;
  failures: Generated<number>;
  last_failed_at: Nullable<string>;
  /** No password is checked for this subject before then. */
  blocked_until: Nullable<string>;
  /** Pairs only: when this address last logged in to this account with the right password. */
  succeeded_at: Nullable<string>;
}

/** A rate-limit counter shared by every server process (lib/database-rate-limit-store.ts). */
export interface RateLimitHitTable {
  key: string;
  hits: number;
  window_ends_at: string;
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

/** Issue #17: a member's favourite merchants. */
export interface FavoriteMerchantTable {
  user_id: number;
  merchant_id: number;
  created_at: string;
}

/** OPERATOR-8: one staff write or sign-in attempt; only ever added. */
export interface StaffAuditTable {
  id: Generated<number>;
  at: string;
  /** Null for a sign-in attempt with an e-mail no staff account has. */
  staff_id: Nullable<number>;
  staff_email: string;
  /** `<object type>.<verb>`, for example `merchant.create`, `staff.signIn.failed`. */
  action: string;
  object_type: string;
  object_id: Nullable<string>;
  before_json: Nullable<string>;
  after_json: Nullable<string>;
  request_id: Nullable<string>;
  client_address: Nullable<string>;
  /** OPERATOR-19: why a support agent did it, as they typed it; null for other writes. */
  reason: Nullable<string>;
}

/** OPERATOR-1: a back-office account; never deleted, only disabled. */
export interface StaffAccountTable {
  id: Generated<number>;
  /** Normalised (trimmed, lower case). */
  email: string;
  /** A staff role, or a business role when `organisation_id` is set (ADR 0046). */
  role: AccountRole;
  password_hash: string;
  /** 1 until the temporary password is changed (OPERATOR-2, OPERATOR-4). */
  must_change_password: Generated<number>;
  /** The TOTP secret, sealed (lib/secret-box.ts); null until enrolled or after a reset. */
  totp_secret: Nullable<string>;
  totp_enrolled_at: Nullable<string>;
  /** The last TOTP time step a code was accepted for: a code works once (OPERATOR-3). */
  totp_last_step: Nullable<number>;
  disabled_at: Nullable<string>;
  created_at: string;
  last_sign_in_at: Nullable<string>;
  /** MERCHANT-2: null for the publisher's staff; a merchant's people belong to its organisation. */
  organisation_id: Nullable<number>;
}

/** MERCHANT-1: a merchant, or a franchisor with its locations; never deleted, only disabled. */
export interface BusinessOrganisationTable {
  id: Generated<number>;
  name: string;
  franchisor_id: Nullable<number>;
  created_at: string;
  disabled_at: Nullable<string>;
  revision: Generated<number>;
  /** FUNDRAISING-1 (migration 0050): a merchant's organisation or a fundraising group. */
  kind: Generated<'merchant' | 'fundraisingGroup'>;
}

/** MERCHANT-2: the locations a counter staff member is given. */
export interface StaffAccountLocationTable {
  staff_id: number;
  merchant_id: number;
}

export interface StaffSessionTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  created_at: string;
  last_seen_at: string;
  /** ADR 0046: the API a session works on. */
  realm: Generated<SignInRealm>;
}

export interface StaffRecoveryCodeTable {
  id: Generated<number>;
  staff_id: number;
  /** argon2id of the normalised code. */
  code_hash: string;
  used_at: Nullable<string>;
}

export interface StaffPendingSignInTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  step: StaffSignInStep;
  /** The sealed secret of an enrolment not yet confirmed. */
  totp_secret: Nullable<string>;
  code_attempts: Generated<number>;
  expires_at: string;
  /** ADR 0046: the API the sign-in happens on. */
  realm: Generated<SignInRealm>;
}

/** Issue #26 (ADR 0036): a mail to a member, as a job claimed before it is sent. */
export interface NoticeTable {
  id: Generated<number>;
  /** Names the notice once (kind, subscription or account, period): the same event schedules one. */
  notice_key: string;
  kind: string;
  user_id: number | null;
  /** JSON: the facts the mail tells, as they were when the event happened. */
  payload: string;
  due_at: string;
  state: 'scheduled' | 'claimed' | 'sent' | 'skipped' | 'withdrawn' | 'failed';
  attempts: Generated<number>;
  lease_until: Nullable<string>;
  last_error: Nullable<string>;
  sent_at: Nullable<string>;
  created_at: string;
}

/** Which reminders a member wants by mail (issue #26 item 3); no row: all of them. */
export interface NoticePreferenceTable {
  user_id: number;
  expiry_reminders: number;
  renewal_recap: number;
  news: number;
  updated_at: string;
}

/** NOTICE-11: one browser on one device a member turned notifications on for (ADR 0041). */
export interface PushSubscriptionTable {
  id: Generated<number>;
  user_id: number;
  /** The push service's address for this browser (unique). */
  endpoint: string;
  /** The browser's public key (P-256, base64url) and auth secret the messages are encrypted to. */
  p256dh: string;
  auth: string;
  created_at: string;
}

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

/** OPERATOR-24 (ADR 0044): a subscription's start or change of state, written by triggers. */
export interface SubscriptionEventTable {
  id: Generated<number>;
  voucher_id: number;
  subscription_type_code: number;
  event: 'started' | 'cancelled' | 'pastDue' | 'ended';
  at: string;
}

/** OPERATOR-26 (ADR 0048): an offer's redemptions and savings up to the end of a UTC quarter hour. */
export interface RedemptionOfferTallyTable {
  offer_id: number;
  /** `YYYY-MM-DDTHH:MM` (UTC), MM one of 00, 15, 30, 45. */
  quarter: string;
  /** Running totals (PostgreSQL bigint: read as text). */
  redemptions: number | string;
  savings_cents: number | string;
}

/** OPERATOR-26 (ADR 0048): a market's redemptions and savings in a UTC quarter hour. */
export interface RedemptionMarketQuarterTable {
  market_id: number;
  quarter: string;
  redemptions: number | string;
  savings_cents: number | string;
}

/** OPERATOR-26 (ADR 0048): the UTC days of a year a member redeemed in a market, as bit masks. */
export interface RedemptionMemberYearTable {
  market_id: number;
  year: number;
  user_id: number;
  d0: Generated<number | string>;
  d1: Generated<number | string>;
  d2: Generated<number | string>;
  d3: Generated<number | string>;
  d4: Generated<number | string>;
  d5: Generated<number | string>;
}

export interface DB {
  market: MarketTable;
  category: CategoryTable;
  app_user: UserTable;
  session: SessionTable;
  password_token: PasswordTokenTable;
  login_code: LoginCodeTable;
  outbox: OutboxTable;
  franchisor: FranchisorTable;
  merchant: MerchantTable;
  offer: OfferTable;
  mobile_ad: MobileAdTable;
  catalog_version: CatalogVersionTable;
  demo_seed: DemoSeedTable;
  activation_code: ActivationCodeTable;
  code_batch: CodeBatchTable;
  edition: EditionTable;
  activation_voucher: ActivationVoucherTable;
  subscription_type: SubscriptionTypeTable;
  payment_instrument: PaymentInstrumentTable;
  payment: PaymentTable;
  redemption: RedemptionTable;
  offline_ticket: OfflineTicketTable;
  password_failure: PasswordFailureTable;
  rate_limit_hit: RateLimitHitTable;
  favorite_merchant: FavoriteMerchantTable;
  store_notification: StoreNotificationTable;
  staff_audit: StaffAuditTable;
  staff_account: StaffAccountTable;
  staff_account_location: StaffAccountLocationTable;
  business_organisation: BusinessOrganisationTable;
  fundraising_group: FundraisingGroupTable;
  fundraising_campaign: FundraisingCampaignTable;
  fundraising_seller: FundraisingSellerTable;
  fundraising_sale: FundraisingSaleTable;
  fundraising_campaign_batch: FundraisingCampaignBatchTable;
  fundraising_payout: FundraisingPayoutTable;
  offer_change_request: OfferChangeRequestTable;
  staff_session: StaffSessionTable;
  staff_recovery_code: StaffRecoveryCodeTable;
  staff_pending_sign_in: StaffPendingSignInTable;
  media: MediaTable;
  merchant_photo: MerchantPhotoTable;
  notice: NoticeTable;
  notice_preference: NoticePreferenceTable;
  plan_price_change: PlanPriceChangeTable;
  subscription_consent: SubscriptionConsentTable;
  payment_refund: PaymentRefundTable;
  subscription_event: SubscriptionEventTable;
  push_subscription: PushSubscriptionTable;
  redemption_offer_tally: RedemptionOfferTallyTable;
  redemption_market_quarter: RedemptionMarketQuarterTable;
  redemption_member_year: RedemptionMemberYearTable;
  not_honoured_report: NotHonouredReportTable;
  merchant_hours: MerchantHoursTable;
}

export type UserRow = Selectable<UserTable>;
export type NoticeRow = Selectable<NoticeTable>;
export type NewUser = Insertable<UserTable>;
export type MarketRow = Selectable<MarketTable>;
export type CategoryRow = Selectable<CategoryTable>;
export type MerchantRow = Selectable<MerchantTable>;
export type OfferRow = Selectable<OfferTable>;
export type EditionRow = Selectable<EditionTable>;
export type VoucherRow = Selectable<ActivationVoucherTable>;
export type PaymentRow = Selectable<PaymentTable>;

/** MERCHANT-9 (migration 0046): a merchant admin's request to change an offer. */
export interface OfferChangeRequestTable {
  id: Generated<number>;
  offer_id: number;
  organisation_id: number;
  /** The admin who asked (null if the account is ever removed); their e-mail stays. */
  requested_by: number | null;
  requested_by_email: string;
  /** The title and terms asked for; null keeps them. */
  title: Nullable<string>;
  exclusion: Nullable<string>;
  message: string;
  state: Generated<'pending' | 'approved' | 'refused'>;
  reason: Nullable<string>;
  decided_by_email: Nullable<string>;
  decided_at: Nullable<string>;
  created_at: string;
}

/** MERCHANT-14, CATALOG-26 (migration 0048): a location's opening hours, when it shows some. */
export interface MerchantHoursTable {
  merchant_id: number;
  /** The contract's `openingHoursSchema`, as JSON. */
  hours_json: string;
  updated_at: string;
}

/** FUNDRAISING-1 (migration 0050): what a fundraising group's organisation is. */
export interface FundraisingGroupTable {
  organisation_id: number;
  group_kind: 'school' | 'club' | 'charity';
}

/** FUNDRAISING-2 (migration 0051): a group's campaign. */
export interface FundraisingCampaignTable {
  id: Generated<number>;
  organisation_id: number;
  slug: string;
  name: string;
  market_id: number;
  edition_id: number;
  starts_on: string;
  ends_on: string;
  goal_kind: 'sales' | 'money';
  /** A number of sales, or cents. */
  goal_amount: number;
  sells_memberships: number;
  sells_codes: number;
  commission_basis_points: number;
  leaderboard_hidden: Generated<number>;
  created_at: string;
}

/**
 * FUNDRAISING-3, FUNDRAISING-8 (migration 0051): a seller, a display name and nothing more; the
 * columns are those docs/privacy.md lists.
 */
export interface FundraisingSellerTable {
  id: Generated<number>;
  campaign_id: number;
  slug: string;
  /** Null once the seller is removed: the name is erased. */
  display_name: string | null;
  created_at: string;
  updated_at: string;
  removed_at: Nullable<string>;
}

/** FUNDRAISING-7 (migration 0052): a sale attributed to a campaign (and a seller, or none). */
export interface FundraisingSaleTable {
  id: Generated<number>;
  campaign_id: number;
  seller_id: number | null;
  kind: 'digital' | 'code';
  amount_cents: number;
  currency: string;
  /** `payment:<id>` of the ledger, or `code:<id>`; unique. */
  reference: string;
  created_at: string;
}

/** FUNDRAISING-10 (migration 0053): a code batch given to a campaign; one campaign a batch. */
export interface FundraisingCampaignBatchTable {
  code_batch_id: number;
  campaign_id: number;
  created_at: string;
}

/** FUNDRAISING-13 (migration 0054): a payout to a campaign's group, recorded by an operator. */
export interface FundraisingPayoutTable {
  id: Generated<number>;
  campaign_id: number;
  amount_cents: number;
  /** YYYY-MM-DD. */
  paid_on: string;
  note: string;
  /** Unique: one submission of the console records once. */
  client_key: string;
  staff_email: string;
  created_at: string;
}
