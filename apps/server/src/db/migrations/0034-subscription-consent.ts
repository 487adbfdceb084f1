import type { Kysely } from 'kysely';
import { identity, type DialectName } from '../dialect.ts';

/**
 * Issue #26 item 2, ACTIVATION-22: what a member agreed to at each card purchase, plan change and
 * resumption — the terms version and the SHA-256 of its text, the price and period, the renewal
 * wording and the button — with when, the account, the subscription and (for a purchase) the
 * ledger row, and the client. Kept at least three years after the subscription ends: housekeeping
 * never deletes it; deleting the account nulls `user_id`, `client` and `address` only (ADR 0040).
 * No foreign keys: the row outlives the account, and the voucher and ledger ids are references
 * kept as proof, like the ledger's own.
 */
export function subscriptionConsent(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('subscription_consent')
        .addColumn('id', 'integer', identity(dialect))
        .addColumn('user_id', 'integer')
        .addColumn('voucher_id', 'integer', (c) => c.notNull())
        .addColumn('payment_id', 'integer')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('terms_version', 'text', (c) => c.notNull())
        .addColumn('terms_sha256', 'text', (c) => c.notNull())
        .addColumn('subscription_type_code', 'integer', (c) => c.notNull())
        .addColumn('plan_title', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('renewal_wording', 'text', (c) => c.notNull())
        .addColumn('button_label', 'text', (c) => c.notNull())
        .addColumn('client', 'text')
        .addColumn('address', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('subscription_consent_user')
        .on('subscription_consent')
        .columns(['user_id', 'id'])
        .execute();
      await db.schema
        .createIndex('subscription_consent_voucher')
        .on('subscription_consent')
        .column('voucher_id')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('subscription_consent').execute();
    },
  };
}
