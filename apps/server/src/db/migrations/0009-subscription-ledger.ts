import { sql, type Kysely } from 'kysely';
import { identity, type DialectName } from '../dialect.ts';

const HOUR_MS = 3_600_000;
/** RenewalTiming.leadHours when this migration was written (a migration never changes). */
const LEAD_MS = 24 * HOUR_MS;

/**
 * Payments issue: the account's one subscription and a ledger of every charge
 * (docs/decisions/0012-one-subscription-and-a-ledger.md). A subscription stays the activation
 * voucher it always was, with its state beside it; the ledger claims each charge before the
 * gateway is called.
 */
export function subscriptionLedger(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('activation_voucher')
        .addColumn('subscription_status', 'text')
        .execute();
      await db.schema
        .alterTable('activation_voucher')
        .addColumn('subscription_source', 'text')
        .execute();
      await db.schema
        .alterTable('activation_voucher')
        .addColumn('next_subscription_type_code', 'integer', (c) =>
          c.references('subscription_type.code'),
        )
        .execute();
      await db.schema
        .alterTable('activation_voucher')
        .addColumn('next_renewal_at', 'text')
        .execute();
      await db.schema
        .alterTable('activation_voucher')
        .addColumn('store_subscription_ref', 'text')
        .execute();
      await db.schema
        .createIndex('activation_voucher_store_ref_idx')
        .unique()
        .on('activation_voucher')
        .column('store_subscription_ref')
        .execute();
      await db.schema.alterTable('activation_voucher').dropColumn('renewal_attempted_at').execute();

      await sql`update activation_voucher set subscription_source = 'card',
        subscription_status = case
          when deactivated_at is not null or user_id is null then 'ended'
          when renewal_failed_at is not null then 'pastDue'
          else 'active' end
        where kind = 'SUB'`.execute(db);
      // Before this, changing plan bought a second subscription: the newest one stays.
      await sql`update activation_voucher set subscription_status = 'ended',
        deactivated_at = coalesce(deactivated_at, ${new Date().toISOString()})
        where kind = 'SUB' and subscription_status <> 'ended' and id < (
          select max(newer.id) from activation_voucher newer
          where newer.user_id = activation_voucher.user_id and newer.kind = 'SUB'
            and newer.subscription_status <> 'ended')`.execute(db);
      const live = await sql<{ id: number; offers_valid_to: string }>`
        select id, offers_valid_to from activation_voucher
        where kind = 'SUB' and subscription_status <> 'ended'`.execute(db);
      for (const row of live.rows) {
        const due = new Date(Date.parse(row.offers_valid_to) - LEAD_MS).toISOString();
        await sql`update activation_voucher set next_renewal_at = ${due}
          where id = ${row.id}`.execute(db);
      }
      // One subscription per account, whatever its source; an ended one is history.
      await sql`create unique index activation_voucher_one_subscription
        on activation_voucher (user_id)
        where kind = 'SUB' and subscription_status <> 'ended'`.execute(db);
      await db.schema
        .createIndex('activation_voucher_renewal_idx')
        .on('activation_voucher')
        .columns(['subscription_status', 'next_renewal_at'])
        .execute();

      await db.schema
        .createTable('payment')
        .addColumn('id', 'integer', identity(dialect))
        .addColumn('user_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
        .addColumn('voucher_id', 'integer', (c) =>
          c.references('activation_voucher.id').onDelete('set null'),
        )
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('subscription_type_code', 'integer', (c) =>
          c.notNull().references('subscription_type.code'),
        )
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('period_key', 'text', (c) => c.notNull())
        .addColumn('attempt', 'integer', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
        .addColumn('gateway_reference', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('card_brand', 'text')
        .addColumn('card_last4', 'text')
        .addColumn('failure_message', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('payment_one_charge_per_attempt', [
          'voucher_id',
          'period_key',
          'attempt',
        ])
        .execute();
      await db.schema.createIndex('payment_user_idx').on('payment').column('user_id').execute();
      await db.schema
        .createIndex('payment_pending_idx')
        .on('payment')
        .columns(['status', 'updated_at'])
        .execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('payment').execute();
      await db.schema.dropIndex('activation_voucher_renewal_idx').execute();
      await db.schema.dropIndex('activation_voucher_one_subscription').execute();
      await db.schema.dropIndex('activation_voucher_store_ref_idx').execute();
      for (const column of [
        'store_subscription_ref',
        'next_renewal_at',
        'next_subscription_type_code',
        'subscription_source',
        'subscription_status',
      ])
        await db.schema.alterTable('activation_voucher').dropColumn(column).execute();
      await db.schema
        .alterTable('activation_voucher')
        .addColumn('renewal_attempted_at', 'text')
        .execute();
    },
  };
}
