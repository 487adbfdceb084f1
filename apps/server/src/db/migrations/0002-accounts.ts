import type { Kysely } from 'kysely';
import { identity, type DialectName } from '../dialect.ts';

/** Accounts issue: contact details, variant, login lockout, password tokens, mail outbox. */
export function accounts(dialect: DialectName) {
  const id = identity(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const userColumns = [
        ['first_name', 'text'],
        ['last_name', 'text'],
        ['phone', 'text'],
        ['postal_code', 'text'],
        ['locked_until', 'text'],
      ] as const;
      for (const [name, type] of userColumns) {
        await db.schema.alterTable('app_user').addColumn(name, type).execute();
      }
      for (const name of ['is_mobile_plus', 'failed_logins', 'must_set_password']) {
        await db.schema
          .alterTable('app_user')
          .addColumn(name, 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      }
      // The shared guest picks a market per session, so one guest cannot move everyone's.
      await db.schema
        .alterTable('session')
        .addColumn('market_id', 'integer', (c) => c.references('market.id').onDelete('set null'))
        .execute();

      await db.schema
        .createTable('password_token')
        .addColumn('id', 'integer', id)
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('password_token_user_idx')
        .on('password_token')
        .column('user_id')
        .execute();

      await db.schema
        .createTable('outbox')
        .addColumn('id', 'integer', id)
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body_text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('outbox').execute();
      await db.schema.dropTable('password_token').execute();
      await db.schema.alterTable('session').dropColumn('market_id').execute();
      for (const name of [
        'must_set_password',
        'failed_logins',
        'is_mobile_plus',
        'locked_until',
        'postal_code',
        'phone',
        'last_name',
        'first_name',
      ]) {
        await db.schema.alterTable('app_user').dropColumn(name).execute();
      }
    },
  };
}
