import { MediaErrors, MediaText, type MediaUse, type UploadedMedia } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.ts';
import { inTransaction } from '../../../../lib/edited-rows.ts';
import { HttpError } from '../../../../lib/http-error.ts';
import { recordStaffAction, type AuditEntry } from '../../../staff/index.ts';
import {
  adImageOf,
  findMedia,
  findMediaByHash,
  insertMedia,
  mediaByIds,
  merchantLogoOf,
  photosOfMerchants,
  replaceMerchantPhotos,
  updateAdImage,
  updateMerchantLogo,
  type MediaRow,
} from '../../repositories/media-repo.ts';
import { imageSizesOf, variantsOf } from './image-sizes.ts';
import { processImage, uploadHash } from './image-variants.ts';
import type { MediaStore } from './media-store.ts';

/** Who made a change and where from: what its audit record needs besides the change. */
export type StaffChange = Pick<AuditEntry, 'actor' | 'requestId' | 'clientAddress' | 'now'>;

export interface MediaDeps {
  db: Kysely<DB>;
  store: MediaStore;
}

function uploaded(row: MediaRow): UploadedMedia {
  return {
    id: row.id,
    use: row.use as MediaUse,
    width: row.width,
    height: row.height,
    sizes: imageSizesOf(row),
  };
}

/** What the audit log keeps of an image: never its bytes. */
const summaryOf = (row: MediaRow) => ({
  use: row.use,
  format: row.source_format,
  bytes: row.source_bytes,
  width: row.width,
  height: row.height,
  files: variantsOf(row).map((variant) => variant.file),
});

interface Uploader {
  staffId: number | null;
  name: string;
  now: Date;
}

/** Whether every variant of a stored image is on disk (MEDIA_DIR may have been emptied). */
export async function filesPresent(store: MediaStore, row: MediaRow): Promise<boolean> {
  for (const variant of variantsOf(row)) if (!(await store.has(variant.file))) return false;
  return true;
}

/**
 * Judges and re-encodes the bytes and writes the variants' files, outside any transaction (it
 * takes a moment, and a file no row names is harmless); null when the same file was already
 * stored for this use (and its files are there).
 */
export async function prepareImage({ db, store }: MediaDeps, bytes: Buffer, use: MediaUse) {
  const hash = uploadHash(bytes, use);
  const known = await findMediaByHash(db, hash);
  if (known && (await filesPresent(store, known))) return { hash, values: null };
  const image = await processImage(bytes, use);
  for (const variant of image.variants) await store.put(variant.file, variant.bytes);
  const values = {
    hash,
    use,
    source_format: image.format,
    source_bytes: bytes.length,
    width: image.width,
    height: image.height,
    variants_json: JSON.stringify(
      image.variants.map(({ width, height, file }) => ({ width, height, file })),
    ),
  };
  return { hash, values };
}

/** Records a prepared image (unless a request for the same file did first) and reads it back. */
async function saveImage(
  db: Kysely<DB>,
  prepared: Awaited<ReturnType<typeof prepareImage>>,
  uploader: Uploader,
): Promise<MediaRow> {
  if (prepared.values)
    await insertMedia(db, {
      ...prepared.values,
      uploaded_by_staff_id: uploader.staffId,
      uploaded_by: uploader.name,
      uploaded_at: uploader.now.toISOString(),
    });
  const row = await findMediaByHash(db, prepared.hash);
  if (!row) throw new Error('the stored image is gone');
  return row;
}

/** Turns bytes into a stored image for a use; the same file for the same use is one image. */
export async function storeImage(
  deps: MediaDeps,
  bytes: Buffer,
  use: MediaUse,
  uploader: Uploader,
): Promise<MediaRow> {
  return saveImage(deps.db, await prepareImage(deps, bytes, use), uploader);
}

/** OPERATOR-12: an editor's upload, recorded in the audit log with the image it made. */
export async function uploadMedia(
  deps: MediaDeps,
  bytes: Buffer,
  use: MediaUse,
  change: StaffChange,
): Promise<UploadedMedia> {
  return recordUpload(deps.db, await prepareImage(deps, bytes, use), change);
}

/**
 * Records a prepared upload in the audit log with the image it made, in the caller's transaction
 * when `db` is one (a merchant's new photo is added with it, MERCHANT-8).
 */
export async function recordUpload(
  db: Kysely<DB>,
  prepared: Awaited<ReturnType<typeof prepareImage>>,
  change: StaffChange,
): Promise<UploadedMedia> {
  return inTransaction(db, async (trx) => {
    const row = await saveImage(trx, prepared, {
      staffId: change.actor.staffId,
      name: change.actor.email,
      now: change.now,
    });
    await recordStaffAction(trx, {
      ...change,
      action: 'media.upload',
      objectType: 'media',
      objectId: row.id,
      before: null,
      after: summaryOf(row),
    });
    return uploaded(row);
  });
}

/** An uploaded image of this use, or the answer that names the field. */
async function mediaFor(db: Kysely<DB>, mediaId: number, use: MediaUse): Promise<MediaRow> {
  const row = await findMedia(db, mediaId);
  if (!row) throw new HttpError(MediaErrors.unknownMedia, MediaText.unknownMedia);
  if (row.use !== use) throw new HttpError(MediaErrors.unknownMedia, MediaText.wrongUse(use));
  return row;
}

const noMerchant = () =>
  new HttpError(MediaErrors.unknownMerchant, 'This merchant does not exist.');

/** OPERATOR-12: the merchant's logo becomes this image (`logo` its default variant's address). */
export async function setMerchantLogo(
  db: Kysely<DB>,
  merchantId: number,
  mediaId: number,
  change: StaffChange,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await merchantLogoOf(trx, merchantId);
    if (!before) throw noMerchant();
    const media = await mediaFor(trx, mediaId, 'logo');
    const url = imageSizesOf(media).src;
    await updateMerchantLogo(trx, merchantId, { url, mediaId }, change.now.toISOString());
    await recordStaffAction(trx, {
      ...change,
      action: 'merchant.logo.set',
      objectType: 'merchant',
      objectId: merchantId,
      before: { logo: before.logo, logoMediaId: before.logo_media_id },
      after: { logo: url, logoMediaId: mediaId },
    });
  });
}

/** OPERATOR-12: the merchant has no logo any more: members see its initials. */
export async function removeMerchantLogo(
  db: Kysely<DB>,
  merchantId: number,
  change: StaffChange,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await merchantLogoOf(trx, merchantId);
    if (!before) throw noMerchant();
    await updateMerchantLogo(trx, merchantId, null, change.now.toISOString());
    await recordStaffAction(trx, {
      ...change,
      action: 'merchant.logo.remove',
      objectType: 'merchant',
      objectId: merchantId,
      before: { logo: before.logo, logoMediaId: before.logo_media_id },
      after: { logo: null, logoMediaId: null },
    });
  });
}

/**
 * OPERATOR-12: the merchant's photos become these images, in this order; in the caller's
 * transaction when `db` is one (a merchant admin's save, checked against its revision: MERCHANT-8).
 */
export async function setMerchantPhotos(
  db: Kysely<DB>,
  merchantId: number,
  mediaIds: readonly number[],
  change: StaffChange,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (!(await merchantLogoOf(trx, merchantId))) throw noMerchant();
    for (const mediaId of mediaIds) await mediaFor(trx, mediaId, 'photo');
    const before = (await photosOfMerchants(trx, [merchantId])).get(merchantId) ?? [];
    await replaceMerchantPhotos(trx, merchantId, mediaIds);
    await recordStaffAction(trx, {
      ...change,
      action: 'merchant.photos.set',
      objectType: 'merchant',
      objectId: merchantId,
      before: { photoMediaIds: before.map((row) => row.id) },
      after: { photoMediaIds: mediaIds },
    });
  });
}

/** OPERATOR-12: a merchant's photos in order as the console edits them: each id and variants. */
export async function merchantPhotosForEditor(db: Kysely<DB>, merchantId: number) {
  if (!(await merchantLogoOf(db, merchantId))) throw noMerchant();
  const photos = (await photosOfMerchants(db, [merchantId])).get(merchantId) ?? [];
  return { photos: photos.map((row) => ({ id: row.id, sizes: imageSizesOf(row) })) };
}

/** OPERATOR-12: the ad's image becomes this one (`image` its default variant's address). */
export async function setAdImage(
  db: Kysely<DB>,
  adId: number,
  mediaId: number,
  change: StaffChange,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await adImageOf(trx, adId);
    if (!before) throw new HttpError(MediaErrors.unknownAd, 'This ad does not exist.');
    const media = await mediaFor(trx, mediaId, 'ad');
    const url = imageSizesOf(media).src;
    await updateAdImage(trx, adId, { url, mediaId });
    await recordStaffAction(trx, {
      ...change,
      action: 'ad.image.set',
      objectType: 'mobileAd',
      objectId: adId,
      before: { image: before.image, imageMediaId: before.image_media_id },
      after: { image: url, imageMediaId: mediaId },
    });
  });
}

/** OPERATOR-12: a merchant's photos in order, as its page shows them. */
export async function photosOfMerchant(db: Kysely<DB>, merchantId: number) {
  const photos = (await photosOfMerchants(db, [merchantId])).get(merchantId) ?? [];
  return photos.map(imageSizesOf);
}

/** The image sizes of these images by id: what the member answers carry. */
export async function imageSizesByMediaId(db: Kysely<DB>, ids: readonly number[]) {
  const rows = await mediaByIds(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, imageSizesOf(row)]));
}
