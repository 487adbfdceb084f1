/**
 * OPERATOR-12 with OPERATOR-10: an ad saved in the console keeps its uploaded image while its
 * address is the upload's, and lets go of it once the editor gives another address (members are
 * then shown that address, not the old upload's variants).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { CatalogConsoleApi, mobileAdEditorSchema, urlOf } from '@citybook/contract';
import type { MobileAdForm } from '@citybook/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setAdImage, uploadMedia } from '../src/modules/catalog/services/media/media-service.ts';
import { MediaStore } from '../src/modules/catalog/services/media/media-store.ts';
import { createMarketWithMerchants } from './factories/catalog.ts';
import { signedInStaff, staffCall } from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'citybook-ad-image-'));
const testApp = useTestApp({ config: { MEDIA_DIR: mediaDir } });

const change = (label: string) => ({
  actor: { staffId: 3, email: 'editor@example.test' },
  requestId: `ad-image-${label}-${randomUUID()}`,
  now: new Date(),
});

async function imageMediaIdOf(adId: number) {
  const row = await testApp()
    .db.selectFrom('mobile_ad')
    .select('image_media_id')
    .where('id', '=', adId)
    .executeTakeFirstOrThrow();
  return row.image_media_id;
}

describe('an ad’s uploaded image and its address (OPERATOR-12)', () => {
  it('stays through a save with the same address and goes with another one', async () => {
    const { app, db } = testApp();
    const editor = await signedInStaff(testApp(), 'editor');
    const { marketId } = await createMarketWithMerchants(
      db,
      { latitude: 30.27, longitude: -97.74 },
      [{ title: 'Ad image cafe', latitude: 30.27, longitude: -97.74 }],
    );
    const tag = randomUUID().slice(0, 8);
    const form: MobileAdForm = {
      slug: `ad-image-${tag}`,
      title: `Ad image ${tag}`,
      marketId,
      image: `/media/ads/${tag}.png`,
      merchantId: null,
      sortOrder: 1,
      startsOn: '2031-01-10',
      endsOn: '2031-01-12',
    };
    const created = await staffCall(
      app,
      'POST',
      CatalogConsoleApi.createMobileAd.path,
      editor.cookie,
      form,
    );
    expect(created.statusCode, created.body).toBe(200);
    const ad = mobileAdEditorSchema.parse(created.json());

    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600"><rect width="100%" height="100%" fill="#3a7"/></svg>`;
    const upload = await uploadMedia(
      { db, store: new MediaStore(mediaDir) },
      await sharp(Buffer.from(svg)).png().toBuffer(),
      'ad',
      change('upload'),
    );
    await setAdImage(db, ad.id, upload.id, change('attach'));
    expect(await imageMediaIdOf(ad.id)).toBe(upload.id);

    const url = urlOf(CatalogConsoleApi.updateMobileAd, { params: { adId: ad.id } });
    const sameAddress = await staffCall(app, 'PUT', url, editor.cookie, {
      ...form,
      image: upload.sizes.src,
      title: 'Renamed, same image',
      revision: ad.revision,
    });
    expect(sameAddress.statusCode, sameAddress.body).toBe(200);
    expect(await imageMediaIdOf(ad.id)).toBe(upload.id);

    const otherAddress = await staffCall(app, 'PUT', url, editor.cookie, {
      ...form,
      image: 'https://images.example.test/winter.png',
      revision: mobileAdEditorSchema.parse(sameAddress.json()).revision,
    });
    expect(otherAddress.statusCode, otherAddress.body).toBe(200);
    expect(await imageMediaIdOf(ad.id)).toBeNull();
  });
});
