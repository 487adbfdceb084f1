import type { Kysely } from 'kysely';
import { identity, type DialectName } from '../dialect.ts';

/** Activation issue, subscriptions: the plans on offer and the cards that pay for them. */
export function subscriptions(dialect: DialectName) {
  const id = identity(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('subscription_type')
        .addColumn('code', 'integer', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .addColumn('period', 'text', (c) => c.notNull())
        .execute();
      // The plans are product settings rather than demo data: every installation has them.
      await db
        .insertInto('subscription_type' as never)
        .values([
          { code: 1, title: 'Monthly', price_cents: 499, period: 'month' },
          { code: 2, title: 'Annual', price_cents: 3999, period: 'year' },
        ] as never)
        .execute();

      await db.schema
        .alterTable('activation_voucher')
        .addColumn('subscription_type_code', 'integer', (c) =>
          c.references('subscription_type.code'),
        )
        .execute();

      // Only what may be kept of a card: brand, last four digits, expiry and the gateway's token.
      await db.schema
        .createTable('payment_instrument')
        .addColumn('id', 'integer', id)
        .addColumn('voucher_id', 'integer', (c) =>
          c.notNull().unique().references('activation_voucher.id').onDelete('cascade'),
        )
        .addColumn('brand', 'text', (c) => c.notNull())
        .addColumn('last4', 'text', (c) => c.notNull())
        .addColumn('expiration_month', 'integer', (c) => c.notNull())
        .addColumn('expiration_year', 'integer', (c) => c.notNull())
        .addColumn('gateway_token', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('payment_instrument').execute();
      await db.schema
        .alterTable('activation_voucher')
        .dropColumn('subscription_type_code')
        .execute();
      await db.schema.dropTable('subscription_type').execute();
    },
  };
}
