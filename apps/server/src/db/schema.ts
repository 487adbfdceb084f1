import type {
  LoginCodeTable,
  OutboxTable,
  PasswordFailureTable,
  PasswordTokenTable,
  SessionTable,
  UserTable,
} from './schema/account.ts';
import type {
  ActivationCodeTable,
  ActivationVoucherTable,
  CodeBatchTable,
  PaymentInstrumentTable,
  PaymentRefundTable,
  PaymentTable,
  PlanPriceChangeTable,
  StoreNotificationTable,
  SubscriptionConsentTable,
  SubscriptionTypeTable,
} from './schema/activation.ts';
import type { DemoSeedTable, RateLimitHitTable } from './schema/app.ts';
import type { BusinessOrganisationTable, StaffAccountLocationTable } from './schema/business.ts';
import type {
  CatalogVersionTable,
  CategoryTable,
  FavoriteMerchantTable,
  FranchisorTable,
  MediaTable,
  MerchantHoursTable,
  MerchantPhotoTable,
  MerchantTable,
  MobileAdTable,
  OfferChangeRequestTable,
  OfferTable,
} from './schema/catalog.ts';
import type {
  FundraisingCampaignBatchTable,
  FundraisingCampaignTable,
  FundraisingGroupTable,
  FundraisingPayoutTable,
  FundraisingSaleTable,
  FundraisingSellerTable,
} from './schema/fundraising.ts';
import type { EditionTable, MarketTable } from './schema/market.ts';
import type {
  NoticePreferenceTable,
  NoticeTable,
  PushSubscriptionTable,
} from './schema/notices.ts';
import type {
  NotHonouredReportTable,
  OfflineTicketTable,
  RedemptionTable,
} from './schema/redemption.ts';
import type {
  RedemptionMarketQuarterTable,
  RedemptionMemberYearTable,
  RedemptionOfferTallyTable,
  SubscriptionEventTable,
} from './schema/reports.ts';
import type {
  StaffAccountTable,
  StaffAuditTable,
  StaffPendingSignInTable,
  StaffRecoveryCodeTable,
  StaffSessionTable,
} from './schema/staff.ts';

/*
 * The database as Kysely sees it. Each table's shape lives in schema/<module>.ts, named after the
 * module that owns the table; this file names the tables and re-exports every shape, so the rest
 * of the server imports from here alone.
 */

export type * from './schema/account.ts';
export type * from './schema/activation.ts';
export type * from './schema/app.ts';
export type * from './schema/business.ts';
export type * from './schema/catalog.ts';
export type * from './schema/fundraising.ts';
export type * from './schema/market.ts';
export type * from './schema/notices.ts';
export type * from './schema/redemption.ts';
export type * from './schema/reports.ts';
export type * from './schema/staff.ts';

/**
 * Table shapes shared by SQLite and PostgreSQL. Timestamps are fixed-width ISO-8601 UTC text
 * (see docs/decisions/0002-portable-schema.md) so both databases compare and sort them alike.
 */
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
