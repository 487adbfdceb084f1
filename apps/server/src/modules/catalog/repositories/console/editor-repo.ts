import type { CategoryEditor, FranchisorEditor, MerchantEditor } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.ts';

/** The editors' data of one row (OPERATOR-10): what is stored, none shown as blank. */

/** What every catalogue editor shows of its row: which it is, its revision, standing and names. */
function editedRow(row: {
  id: number;
  revision: number;
  retired_at: string | null;
  slug: string;
  title: string;
}) {
  return {
    id: row.id,
    revision: row.revision,
    retiredAt: row.retired_at,
    slug: row.slug,
    title: row.title,
  };
}

export async function readCategoryEditor(
  db: Kysely<DB>,
  id: number,
): Promise<CategoryEditor | undefined> {
  const row = await db.selectFrom('category').selectAll().where('id', '=', id).executeTakeFirst();
  return (
    row && {
      ...editedRow(row),
      icon: row.icon,
      sortOrder: row.sort_order,
    }
  );
}

export async function readFranchisorEditor(
  db: Kysely<DB>,
  id: number,
): Promise<FranchisorEditor | undefined> {
  const row = await db.selectFrom('franchisor').selectAll().where('id', '=', id).executeTakeFirst();
  return row && editedRow(row);
}

export async function readMerchantEditor(
  db: Kysely<DB>,
  id: number,
): Promise<MerchantEditor | undefined> {
  const row = await db.selectFrom('merchant').selectAll().where('id', '=', id).executeTakeFirst();
  return (
    row && {
      ...editedRow(row),
      marketId: row.market_id,
      categoryId: row.category_id,
      franchisorId: row.franchisor_id,
      latitude: row.latitude,
      longitude: row.longitude,
      address1: row.address1,
      address2: row.address2 ?? '',
      city: row.city,
      state: row.state,
      zip: row.zip,
      telephone: row.telephone ?? '',
      website: row.website ?? '',
      facebookUrl: row.facebook_url ?? '',
      twitterUrl: row.twitter_url ?? '',
      instagramUrl: row.instagram_url ?? '',
      appStoreUrl: row.app_store_url ?? '',
      playStoreUrl: row.play_store_url ?? '',
      logo: row.logo,
      updatedAt: row.updated_at,
    }
  );
}
