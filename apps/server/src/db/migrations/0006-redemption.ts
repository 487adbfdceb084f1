import type { Kysely } from 'kysely';
import { identity, type DialectName } from '../dialect.ts';

/** Redemption issue: each offer at most once per activation voucher, enforced by the database. */
export function redemption(dialect: DialectName) {
  const id = identity(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('redemption')
        .addColumn('id', 'integer', id)
        .addColumn('user_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
        .addColumn('activation_voucher_id', 'integer', (c) =>
          c.notNull().references('activation_voucher.id').onDelete('cascade'),
        )
        .addColumn('offer_id', 'integer', (c) =>
          c.notNull().references('offer.id').onDelete('cascade'),
        )
        .addColumn('savings_cents', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('redemption_once_per_voucher', ['activation_voucher_id', 'offer_id'])
        .execute();
      await db.schema
        .createIndex('redemption_user_idx')
        .on('redemption')
        .columns(['user_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('redemption').execute();
    },
  };
}
