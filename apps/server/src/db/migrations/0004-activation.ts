import type { Kysely } from 'kysely';
import { identity, type DialectName } from '../dialect.ts';

/** Activation issue, book codes: printed codes and the vouchers they become. */
export function activation(dialect: DialectName) {
  const id = identity(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('activation_code')
        .addColumn('id', 'integer', id)
        /** Stored bare (no dashes), upper case. */
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('batch', 'text', (c) => c.notNull())
        .addColumn('market_id', 'integer', (c) => c.references('market.id').onDelete('set null'))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('offers_valid_to', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('activation_code_batch_idx')
        .on('activation_code')
        .column('batch')
        .execute();

      await db.schema
        .createTable('activation_voucher')
        .addColumn('id', 'integer', id)
        // A deleted account leaves its vouchers anonymous, so their codes stay spent.
        .addColumn('user_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
        .addColumn('kind', 'text', (c) => c.notNull())
        // One code makes one voucher: this constraint decides a race between two accounts.
        .addColumn('activation_code_id', 'integer', (c) =>
          c.unique().references('activation_code.id'),
        )
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('offers_valid_to', 'text', (c) => c.notNull())
        .addColumn('deactivated_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('activation_voucher_user_idx')
        .on('activation_voucher')
        .column('user_id')
        .execute();

      await db.schema
        .alterTable('app_user')
        .addColumn('current_voucher_id', 'integer', (c) =>
          c.references('activation_voucher.id').onDelete('set null'),
        )
        .execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('app_user').dropColumn('current_voucher_id').execute();
      await db.schema.dropTable('activation_voucher').execute();
      await db.schema.dropTable('activation_code').execute();
    },
  };
}
