import type { Kysely } from 'kysely';
import { identity, type DialectName } from '../dialect.ts';

export function initial(dialect: DialectName) {
  const id = identity(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('market')
        .addColumn('id', 'integer', id)
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('latitude', 'double precision', (c) => c.notNull())
        .addColumn('longitude', 'double precision', (c) => c.notNull())
        .addColumn('radius_miles', 'double precision', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('category')
        .addColumn('id', 'integer', id)
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('icon', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('app_user')
        .addColumn('id', 'integer', id)
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text')
        .addColumn('market_id', 'integer', (c) => c.references('market.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('session')
        .addColumn('id', 'integer', id)
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('app_user.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('session_user_idx').on('session').column('user_id').execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('session').execute();
      await db.schema.dropTable('app_user').execute();
      await db.schema.dropTable('category').execute();
      await db.schema.dropTable('market').execute();
    },
  };
}
