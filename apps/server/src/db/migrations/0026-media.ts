import type { Kysely } from 'kysely';
import { identity, type DialectName } from '../dialect.ts';

/**
 * OPERATOR-12: uploaded images. A `media` row per image and use: the hash of its source and use
 * (the same file uploaded again is the same row), its size, its WebP variants as JSON (each a
 * content-addressed file under MEDIA_DIR), and who uploaded it when. What uses it: a merchant's
 * logo and an ad's image point at it, and a merchant's photos are rows of `merchant_photo` in
 * their order. The `logo` and `image` addresses stay, holding a variant's address, so every
 * reader of them (lists, the map, old clients) keeps working.
 */
export function media(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('media')
        .addColumn('id', 'integer', identity(dialect))
        .addColumn('hash', 'text', (c) => c.notNull().unique())
        .addColumn('use', 'text', (c) => c.notNull())
        .addColumn('source_format', 'text', (c) => c.notNull())
        .addColumn('source_bytes', 'integer', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('variants_json', 'text', (c) => c.notNull())
        .addColumn('uploaded_by_staff_id', 'integer')
        .addColumn('uploaded_by', 'text', (c) => c.notNull())
        .addColumn('uploaded_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .alterTable('merchant')
        .addColumn('logo_media_id', 'integer', (c) => c.references('media.id'))
        .execute();
      await db.schema
        .alterTable('mobile_ad')
        .addColumn('image_media_id', 'integer', (c) => c.references('media.id'))
        .execute();
      await db.schema
        .createTable('merchant_photo')
        .addColumn('merchant_id', 'integer', (c) =>
          c.notNull().references('merchant.id').onDelete('cascade'),
        )
        .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('merchant_photo_pk', ['merchant_id', 'media_id'])
        .execute();
      await db.schema
        .createIndex('merchant_photo_media_idx')
        .on('merchant_photo')
        .column('media_id')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('merchant_photo').execute();
      await db.schema.alterTable('mobile_ad').dropColumn('image_media_id').execute();
      await db.schema.alterTable('merchant').dropColumn('logo_media_id').execute();
      await db.schema.dropTable('media').execute();
    },
  };
}
