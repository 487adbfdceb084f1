import type { MediaUse } from '@citybook/contract';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { DB } from '../../../../db/schema.ts';
import {
  idsBySlug,
  mediaUploadedBy,
  replaceMerchantPhotos,
  updateAdImage,
  updateMerchantLogo,
} from '../../repositories/media-repo.ts';
import { adSvg, logoSvg, photoSvg } from '../demo/demo-art.ts';
import { demoCatalog, initials } from '../demo/demo-catalog.ts';
import { franchises } from '../demo/word-lists.ts';
import { imageSizesOf } from './image-sizes.ts';
import { filesPresent, storeImage } from './media-service.ts';
import { MediaStore } from './media-store.ts';

/** The uploader the demo data's images are recorded with. */
export const DEMO_MEDIA_UPLOADER = 'demo data';
const DEMO_PHOTOS = 3;

/** An SVG drawing as the PNG an editor would upload, at `scale` times its size. */
const rendered = (svg: string, scale: number) =>
  sharp(Buffer.from(svg), { density: 72 * scale })
    .png()
    .toBuffer();

/** Whether the demo's images are missing: none made yet, or a file gone from MEDIA_DIR. */
async function demoMediaMissing(db: Kysely<DB>, store: MediaStore): Promise<boolean> {
  const rows = await mediaUploadedBy(db, DEMO_MEDIA_UPLOADER);
  if (rows.length === 0) return true;
  for (const row of rows) if (!(await filesPresent(store, row))) return true;
  return false;
}

/**
 * OPERATOR-12 in the demo: the franchises get uploaded logos, the ads uploaded images and the ads'
 * merchants photos, drawn here and put through the same pipeline as an editor's upload (the
 * other merchants keep their drawn SVG logos, and a few none, for the initials). Made when the
 * demo data is loaded and again only when a file is missing (a new MEDIA_DIR): about a second.
 */
export async function seedDemoMedia(
  db: Kysely<DB>,
  mediaDir: string,
  { force }: { force: boolean },
): Promise<void> {
  const store = new MediaStore(mediaDir);
  if (!force && !(await demoMediaMissing(db, store))) return;
  const uploader = { staffId: null, name: DEMO_MEDIA_UPLOADER, now: new Date() };
  const store_ = (bytes: Buffer, use: MediaUse) => storeImage({ db, store }, bytes, use, uploader);
  const catalog = demoCatalog();
  const now = uploader.now.toISOString();

  for (const [index, franchise] of franchises.entries()) {
    const logo = await store_(
      await rendered(logoSvg(initials(franchise.title), index * 60), 8 / 3),
      'logo',
    );
    const merchants = (catalog.merchants ?? []).filter((m) => m.franchisor === franchise.slug);
    const rows = await idsBySlug(
      db,
      'merchant',
      merchants.map((m) => m.slug),
    );
    const url = imageSizesOf(logo).src;
    for (const row of rows) await updateMerchantLogo(db, row.id, { url, mediaId: logo.id }, now);
  }

  const photos = [];
  for (let n = 0; n < DEMO_PHOTOS; n += 1)
    photos.push(await store_(await rendered(photoSvg(n * 110 + 20, n), 1), 'photo'));
  const ads = catalog.ads ?? [];
  const adIds = new Map(
    (
      await idsBySlug(
        db,
        'mobile_ad',
        ads.map((ad) => ad.slug),
      )
    ).map((row) => [row.slug, row.id]),
  );
  const merchantSlugs = ads.flatMap((ad) => (ad.merchant ? [ad.merchant] : []));
  for (const merchant of await idsBySlug(db, 'merchant', merchantSlugs))
    await replaceMerchantPhotos(
      db,
      merchant.id,
      photos.map((photo) => photo.id),
    );

  for (const [index, ad] of ads.entries()) {
    const [title = ad.title, subtitle = ''] = ad.title.split(': ');
    const image = await store_(
      await rendered(adSvg(title, subtitle, 180 + ((index * 23) % 60)), 2),
      'ad',
    );
    const adId = adIds.get(ad.slug);
    if (adId !== undefined)
      await updateAdImage(db, adId, { url: imageSizesOf(image).src, mediaId: image.id });
  }
}
