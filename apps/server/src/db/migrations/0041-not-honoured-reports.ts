import type { Kysely } from 'kysely';
import { identity, type DialectName } from '../dialect.ts';

/**
 * Issue #30 item 4 (MERCHANT-10, MERCHANT-11; ADR 0047): a member's report that a coupon was not
 * honoured at the counter.
 *
 * The report outlives its redemption: restoring the coupon deletes the redemption row, so the
 * report keeps what the operator and the merchant need as it was when reported — the merchant,
 * offer and market (ids and names), the verification code, when it was redeemed and whether staff
 * had checked it. `redemption_id` is therefore no foreign key; it is unique, which makes one report
 * per redemption however many taps arrive at once. `user_id` becomes null when the member deletes
 * their account; the report stays for the merchant's and the operator's counts.
 */
export function notHonouredReports(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('not_honoured_report')
        .addColumn('id', 'integer', identity(dialect))
        .addColumn('redemption_id', 'integer', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
        .addColumn('merchant_id', 'integer', (c) => c.notNull())
        .addColumn('offer_id', 'integer', (c) => c.notNull())
        .addColumn('market_id', 'integer')
        .addColumn('merchant_name', 'text', (c) => c.notNull())
        .addColumn('offer_title', 'text', (c) => c.notNull())
        .addColumn('verification_code', 'text', (c) => c.notNull())
        .addColumn('redeemed_at', 'text', (c) => c.notNull())
        .addColumn('checked_at', 'text')
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('reported_at', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('restored_at', 'text')
        .addColumn('operator_reason', 'text')
        .addColumn('operator_acted_at', 'text')
        .addColumn('operator_staff_id', 'integer', (c) =>
          c.references('staff_account.id').onDelete('set null'),
        )
        .addColumn('operator_email', 'text')
        .execute();
      // The member's reports in the abuse window, and the Savings Tracker's list.
      await db.schema
        .createIndex('not_honoured_report_user_idx')
        .on('not_honoured_report')
        .columns(['user_id', 'reported_at'])
        .execute();
      // The merchant portal's reports about its locations in a date range.
      await db.schema
        .createIndex('not_honoured_report_merchant_idx')
        .on('not_honoured_report')
        .columns(['merchant_id', 'reported_at'])
        .execute();
      await db.schema
        .createIndex('not_honoured_report_state_idx')
        .on('not_honoured_report')
        .columns(['state', 'reported_at'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('not_honoured_report').execute();
    },
  };
}
