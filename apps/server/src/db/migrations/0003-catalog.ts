import type { Kysely } from 'kysely';
import { identity, type DialectName } from '../dialect.ts';

/** Browsing issue: franchisors, merchants (locations), offers, ads, and the demo-data marker. */
export function catalog(dialect: DialectName) {
  const id = identity(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('franchisor')
        .addColumn('id', 'integer', id)
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('merchant')
        .addColumn('id', 'integer', id)
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('market_id', 'integer', (c) =>
          c.notNull().references('market.id').onDelete('cascade'),
        )
        .addColumn('category_id', 'integer', (c) => c.notNull().references('category.id'))
        .addColumn('franchisor_id', 'integer', (c) =>
          c.references('franchisor.id').onDelete('set null'),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('latitude', 'double precision', (c) => c.notNull())
        .addColumn('longitude', 'double precision', (c) => c.notNull())
        .addColumn('address1', 'text', (c) => c.notNull())
        .addColumn('address2', 'text')
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('zip', 'text', (c) => c.notNull())
        .addColumn('telephone', 'text')
        .addColumn('website', 'text')
        .addColumn('facebook_url', 'text')
        .addColumn('twitter_url', 'text')
        .addColumn('instagram_url', 'text')
        .addColumn('app_store_url', 'text')
        .addColumn('play_store_url', 'text')
        .addColumn('logo', 'text')
        .addColumn('ad_spot_offer_expiration_date', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // Nearby-first lists scan a latitude band of one market (and category), never the table.
      await db.schema
        .createIndex('merchant_market_lat_idx')
        .on('merchant')
        .columns(['market_id', 'latitude'])
        .execute();
      await db.schema
        .createIndex('merchant_market_category_lat_idx')
        .on('merchant')
        .columns(['market_id', 'category_id', 'latitude'])
        .execute();
      await db.schema
        .createIndex('merchant_franchisor_idx')
        .on('merchant')
        .columns(['franchisor_id', 'market_id'])
        .execute();

      await db.schema
        .createTable('offer')
        .addColumn('id', 'integer', id)
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('merchant_id', 'integer', (c) =>
          c.notNull().references('merchant.id').onDelete('cascade'),
        )
        .addColumn('category_id', 'integer', (c) => c.notNull().references('category.id'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('exclusion', 'text', (c) => c.notNull())
        .addColumn('redemption_data_type_code', 'integer', (c) => c.notNull())
        .addColumn('redemption_data', 'text', (c) => c.notNull())
        .addColumn('savings_cents', 'integer', (c) => c.notNull())
        .addColumn('ad_spot_offer_expiration_date', 'text')
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('offer_merchant_idx')
        .on('offer')
        .columns(['merchant_id', 'sort_order'])
        .execute();

      await db.schema
        .createTable('mobile_ad')
        .addColumn('id', 'integer', id)
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('market_id', 'integer', (c) =>
          c.notNull().references('market.id').onDelete('cascade'),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('merchant_id', 'integer', (c) =>
          c.references('merchant.id').onDelete('set null'),
        )
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('mobile_ad_market_idx')
        .on('mobile_ad')
        .columns(['market_id', 'sort_order'])
        .execute();

      await db.schema
        .createTable('demo_seed')
        .addColumn('version', 'text', (c) => c.primaryKey())
        .addColumn('seeded_at', 'text', (c) => c.notNull())
        .execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ['demo_seed', 'mobile_ad', 'offer', 'merchant', 'franchisor']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
