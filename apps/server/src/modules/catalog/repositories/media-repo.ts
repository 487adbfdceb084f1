import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, MediaTable } from '../../../db/schema.ts';
import { ID_CHUNK } from './merchant-repo.ts';

export type MediaRow = Selectable<MediaTable>;

export function findMediaByHash(db: Kysely<DB>, hash: string): Promise<MediaRow | undefined> {
  return db.selectFrom('media').selectAll().where('hash', '=', hash).executeTakeFirst();
}

export function findMedia(db: Kysely<DB>, id: number): Promise<MediaRow | undefined> {
  return db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Adds an image. When the same one is there already (another request added it first, or its
 * files were lost and made again), only its variants are written over: who uploaded it first
 * stays.
 */
export async function insertMedia(db: Kysely<DB>, row: Insertable<MediaTable>): Promise<void> {
  await db
    .insertInto('media')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('hash').doUpdateSet({ variants_json: row.variants_json }),
    )
    .execute();
}

export async function mediaByIds(db: Kysely<DB>, ids: readonly number[]): Promise<MediaRow[]> {
  const rows: MediaRow[] = [];
  for (let start = 0; start < ids.length; start += ID_CHUNK) {
    const chunk = ids.slice(start, start + ID_CHUNK);
    rows.push(...(await db.selectFrom('media').selectAll().where('id', 'in', chunk).execute()));
  }
  return rows;
}

/** The images made for the demo data (their uploader is the seed). */
export function mediaUploadedBy(db: Kysely<DB>, uploadedBy: string): Promise<MediaRow[]> {
  return db.selectFrom('media').selectAll().where('uploaded_by', '=', uploadedBy).execute();
}

export function merchantLogoOf(db: Kysely<DB>, merchantId: number) {
  return db
    .selectFrom('merchant')
    .select(['id', 'logo', 'logo_media_id'])
    .where('id', '=', merchantId)
    .executeTakeFirst();
}

export async function updateMerchantLogo(
  db: Kysely<DB>,
  merchantId: number,
  logo: { url: string; mediaId: number } | null,
  now: string,
): Promise<void> {
  await db
    .updateTable('merchant')
    .set({ logo: logo?.url ?? null, logo_media_id: logo?.mediaId ?? null, updated_at: now })
    .where('id', '=', merchantId)
    .execute();
}

/** The merchants' photos, each list in its order. */
export async function photosOfMerchants(
  db: Kysely<DB>,
  merchantIds: readonly number[],
): Promise<Map<number, MediaRow[]>> {
  const photos = new Map<number, MediaRow[]>();
  if (merchantIds.length === 0) return photos;
  const rows = await db
    .selectFrom('merchant_photo')
    .innerJoin('media', 'media.id', 'merchant_photo.media_id')
    .selectAll('media')
    .select('merchant_photo.merchant_id')
    .where('merchant_photo.merchant_id', 'in', merchantIds)
    .orderBy('merchant_photo.merchant_id')
    .orderBy('merchant_photo.position')
    .execute();
  for (const { merchant_id, ...media } of rows) {
    photos.set(merchant_id, [...(photos.get(merchant_id) ?? []), media]);
  }
  return photos;
}

/**
 * The merchant's photos become these, in this order. A photo already listed (two servers seeding
 * the demo at once, or a retried save) keeps its row and takes its new position.
 */
export async function replaceMerchantPhotos(
  db: Kysely<DB>,
  merchantId: number,
  mediaIds: readonly number[],
): Promise<void> {
  let remove = db.deleteFrom('merchant_photo').where('merchant_id', '=', merchantId);
  if (mediaIds.length > 0) remove = remove.where('media_id', 'not in', mediaIds);
  await remove.execute();
  if (mediaIds.length === 0) return;
  await db
    .insertInto('merchant_photo')
    .values(
      mediaIds.map((mediaId, position) => ({
        merchant_id: merchantId,
        media_id: mediaId,
        position,
      })),
    )
    .onConflict((conflict) =>
      conflict
        .columns(['merchant_id', 'media_id'])
        .doUpdateSet((eb) => ({ position: eb.ref('excluded.position') })),
    )
    .execute();
}

export function adImageOf(db: Kysely<DB>, adId: number) {
  return db
    .selectFrom('mobile_ad')
    .select(['id', 'image', 'image_media_id'])
    .where('id', '=', adId)
    .executeTakeFirst();
}

export async function updateAdImage(
  db: Kysely<DB>,
  adId: number,
  image: { url: string; mediaId: number },
): Promise<void> {
  await db
    .updateTable('mobile_ad')
    .set({ image: image.url, image_media_id: image.mediaId })
    .where('id', '=', adId)
    .execute();
}

/** Demo data: the merchants and ads to give images, by slug. */
export function idsBySlug(db: Kysely<DB>, table: 'merchant' | 'mobile_ad', slugs: string[]) {
  return db.selectFrom(table).select(['id', 'slug']).where('slug', 'in', slugs).execute();
}
