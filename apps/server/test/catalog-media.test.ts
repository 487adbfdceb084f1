/**
 * OPERATOR-12: images editors upload are judged by their content, limited in size, stripped of
 * their metadata and re-encoded into the WebP variants the member screens show; attaching them is
 * audited with the change; members' answers carry them; /media serves them cached for a year.
 *
 * The services are tested on the real database, and the console's calls through HTTP with a staff
 * session signed in through the real endpoints (test/helpers/staff.ts, from staff sign-in).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ErrorCode,
  MEDIA_UPLOAD_MAX_BYTES,
  MediaText,
  type Merchant,
  type MobileAd,
} from '@citybook/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MediaStore } from '../src/modules/catalog/services/media/media-store.ts';
import {
  removeMerchantLogo,
  setAdImage,
  setMerchantLogo,
  setMerchantPhotos,
  uploadMedia,
  type StaffChange,
} from '../src/modules/catalog/services/media/media-service.ts';
import { useTestApp } from './helpers/test-app.ts';
import { getJson } from './helpers/session.ts';
import { signedInStaff, staffCall } from './helpers/staff.ts';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'citybook-media-'));
const testApp = useTestApp({ config: { MEDIA_DIR: mediaDir } });
const store = new MediaStore(mediaDir);

let requests = 0;
function change(): StaffChange {
  requests += 1;
  return {
    actor: { staffId: 3, email: 'editor@example.test' },
    requestId: `media-test-${String(requests)}-${String(Date.now())}`,
    now: new Date('2026-11-27T10:00:00Z'),
  };
}

const deps = () => ({ db: testApp().db, store });

/** A picture of distinct colours (so no two tests' uploads are the same file). */
function picture(width: number, height: number, seed = Math.floor(Math.random() * 1e9)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}"><rect width="100%" height="100%" fill="#${(seed % 0xffffff).toString(16).padStart(6, '0')}"/><circle cx="50%" cy="50%" r="30%" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg));
}

const sizesOf = (variants: readonly { width: number; height: number }[]) =>
  variants.map((variant) => `${String(variant.width)}x${String(variant.height)}`);

async function variantsOnDisk(srcset: string) {
  return Promise.all(
    srcset.split(', ').map(async (entry) => {
      const file = entry.split(' ')[0]!.replace('/media/', '');
      const bytes = await store.read(file);
      if (!bytes) throw new Error(`${file} is not stored`);
      const metadata = await sharp(bytes).metadata();
      return { bytes, ...metadata, width: metadata.width, height: metadata.height };
    }),
  );
}

async function auditRows(requestId: string | undefined) {
  return testApp()
    .db.selectFrom('staff_audit')
    .selectAll()
    .where('request_id', '=', requestId ?? '')
    .execute();
}

async function anyMerchant(offset = 0) {
  return testApp()
    .db.selectFrom('merchant')
    .select(['id', 'logo', 'logo_media_id'])
    .orderBy('id')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
}

describe('OPERATOR-12 uploading an image', () => {
  it('re-encodes a PNG logo into square WebP variants, stored and audited', async () => {
    const png = await picture(600, 300).png().toBuffer();
    const by = change();

    const image = await uploadMedia(deps(), png, 'logo', by);

    expect(image).toMatchObject({ use: 'logo', width: 600, height: 300 });
    const variants = await variantsOnDisk(image.sizes.srcset);
    expect(sizesOf(variants)).toEqual(['64x64', '128x128', '192x192', '256x256']);
    expect(variants.every((variant) => variant.format === 'webp')).toBe(true);
    expect(image.sizes).toMatchObject({ width: 256, height: 256 });
    expect(image.sizes.src).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    expect(image.sizes.srcset).toContain(`${image.sizes.src} 128w`);
    const [audit] = await auditRows(by.requestId);
    expect(audit).toMatchObject({
      action: 'media.upload',
      object_type: 'media',
      object_id: String(image.id),
      staff_id: 3,
      staff_email: 'editor@example.test',
    });
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ use: 'logo', format: 'png' });
    const row = await testApp()
      .db.selectFrom('media')
      .selectAll()
      .where('id', '=', image.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ uploaded_by_staff_id: 3, uploaded_by: 'editor@example.test' });
  });

  it('strips EXIF (a GPS position among it) and turns a photo upright', async () => {
    const jpeg = await picture(800, 400)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 16/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const source = await sharp(jpeg).metadata();
    expect(source).toMatchObject({ orientation: 6, width: 800, height: 400 });
    // The GPS IFD's pointer (tag 0x8825) is in the source's EXIF, little- or big-endian.
    const gpsTag = (exif: Buffer | undefined) =>
      exif !== undefined &&
      (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])));
    expect(gpsTag(source.exif)).toBe(true);
    expect(jpeg.includes('PhoneCo')).toBe(true);

    const image = await uploadMedia(deps(), jpeg, 'photo', change());

    // Orientation 6 is a quarter turn: the 800 × 400 sensor image stands 400 × 800.
    expect(image).toMatchObject({ width: 400, height: 800 });
    const variants = await variantsOnDisk(image.sizes.srcset);
    expect(sizesOf(variants)).toEqual(['320x640']);
    for (const variant of variants) {
      expect(variant.exif).toBeUndefined();
      expect(variant.icc).toBeUndefined();
      expect(variant.orientation).toBeUndefined();
      expect(variant.bytes.includes('PhoneCo')).toBe(false);
      expect(variant.bytes.includes(Buffer.from('Exif'))).toBe(false);
    }
  });

  it('crops an ad to the carousel’s 8:3 at the widths the screens need, never blown up', async () => {
    const jpeg = await picture(1000, 1000).jpeg().toBuffer();
    const image = await uploadMedia(deps(), jpeg, 'ad', change());
    expect(sizesOf(await variantsOnDisk(image.sizes.srcset))).toEqual([
      '480x180',
      '720x270',
      '960x360',
    ]);
    expect(image.sizes.src).toBe(image.sizes.srcset.split(', ')[2]!.split(' ')[0]);

    const photo = await uploadMedia(
      deps(),
      await picture(2000, 1000).webp().toBuffer(),
      'photo',
      change(),
    );
    expect(sizesOf(await variantsOnDisk(photo.sizes.srcset))).toEqual([
      '320x160',
      '640x320',
      '960x480',
    ]);
  });

  it('answers the same image for the same file and use', async () => {
    const png = await picture(300, 300).png().toBuffer();
    const first = await uploadMedia(deps(), png, 'logo', change());
    const again = await uploadMedia(deps(), png, 'logo', change());
    const asPhoto = await uploadMedia(deps(), png, 'photo', change());
    expect(again.id).toBe(first.id);
    expect(asPhoto.id).not.toBe(first.id);
  });

  it('refuses what is no JPEG, PNG or WebP image by its content, whatever its name', async () => {
    const cases = [
      Buffer.from('this is a text file called logo.png'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      await picture(20, 20).gif().toBuffer(),
      (await picture(50, 50).png().toBuffer()).subarray(0, 60),
      Buffer.alloc(0),
    ];
    for (const bytes of cases) {
      const by = change();
      const error = await uploadMedia(deps(), bytes, 'logo', by).catch((e: unknown) => e);
      expect(error).toMatchObject({
        statusCode: 415,
        code: ErrorCode.unsupportedMediaType,
        message: MediaText.notAnImage,
      });
      expect(await auditRows(by.requestId)).toEqual([]);
    }
  });

  it('refuses an image that unpacks to more than 40 megapixels', async () => {
    const bomb = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#336699' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MEDIA_UPLOAD_MAX_BYTES);
    const error = await uploadMedia(deps(), bomb, 'photo', change()).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 413, message: MediaText.tooManyPixels });
  });
});

describe('OPERATOR-12 attaching images, and what members see', () => {
  it('sets and removes a merchant’s logo, audited, and the member answers carry its variants', async () => {
    const { app } = testApp();
    const merchant = await anyMerchant(5);
    const logo = await uploadMedia(
      deps(),
      await picture(256, 256).png().toBuffer(),
      'logo',
      change(),
    );
    const by = change();

    await setMerchantLogo(testApp().db, merchant.id, logo.id, by);

    const page = (await getJson(app, `/api/merchant/get/${String(merchant.id)}`)).json<Merchant>();
    expect(page.logo).toBe(logo.sizes.src);
    expect(page.logoSizes).toEqual(logo.sizes);
    const [audit] = await auditRows(by.requestId);
    expect(audit).toMatchObject({ action: 'merchant.logo.set', object_id: String(merchant.id) });
    expect(JSON.parse(audit!.before_json!)).toEqual({
      logo: merchant.logo,
      logoMediaId: merchant.logo_media_id,
    });
    expect(JSON.parse(audit!.after_json!)).toEqual({ logo: logo.sizes.src, logoMediaId: logo.id });

    const removal = change();
    await removeMerchantLogo(testApp().db, merchant.id, removal);
    const after = (await getJson(app, `/api/merchant/get/${String(merchant.id)}`)).json<Merchant>();
    expect(after.logo).toBeNull();
    expect(after.logoSizes).toBeUndefined();
    expect(await auditRows(removal.requestId)).toEqual([
      expect.objectContaining({ action: 'merchant.logo.remove' }),
    ]);
  });

  it('lists a merchant with its logo’s variants', async () => {
    const { app, db } = testApp();
    const merchant = await db
      .selectFrom('merchant')
      .select(['id', 'market_id', 'category_id'])
      .orderBy('id')
      .offset(8)
      .limit(1)
      .executeTakeFirstOrThrow();
    const logo = await uploadMedia(
      deps(),
      await picture(128, 128).png().toBuffer(),
      'logo',
      change(),
    );
    await setMerchantLogo(db, merchant.id, logo.id, change());

    const list = (
      await getJson(
        app,
        `/api/merchant/getCategory?marketId=${String(merchant.market_id)}&categoryId=${String(merchant.category_id)}&shared=true`,
      )
    ).json<Merchant[]>();

    const listed = list.find((m) => m.id === merchant.id);
    expect(listed?.logoSizes).toEqual(logo.sizes);
    // A small logo gets its one variant that fits, never a blown-up one.
    expect(logo.sizes.srcset.split(', ')).toHaveLength(2);
    expect(listed?.photos).toBeUndefined();
  });

  it('sets a merchant’s photos in order, and refuses an image of another use with nothing changed', async () => {
    const { app, db } = testApp();
    const merchant = await anyMerchant(11);
    const photos = await Promise.all(
      [1, 2, 3].map(async () =>
        uploadMedia(deps(), await picture(900, 600).jpeg().toBuffer(), 'photo', change()),
      ),
    );
    const order = [photos[2]!.id, photos[0]!.id, photos[1]!.id];
    await setMerchantPhotos(db, merchant.id, order, change());

    const page = (await getJson(app, `/api/merchant/get/${String(merchant.id)}`)).json<Merchant>();
    expect(page.photos).toEqual([photos[2]!.sizes, photos[0]!.sizes, photos[1]!.sizes]);

    // Saved at the same moment (two servers seeding the demo, a retried request): one list.
    const reordered = [photos[1]!.id, photos[2]!.id, photos[0]!.id];
    await Promise.all(
      [1, 2, 3, 4].map(() => setMerchantPhotos(db, merchant.id, reordered, change())),
    );
    const raced = (await getJson(app, `/api/merchant/get/${String(merchant.id)}`)).json<Merchant>();
    expect(raced.photos).toEqual([photos[1]!.sizes, photos[2]!.sizes, photos[0]!.sizes]);

    const logo = await uploadMedia(
      deps(),
      await picture(64, 64).png().toBuffer(),
      'logo',
      change(),
    );
    const refused = change();
    const error = await setMerchantPhotos(db, merchant.id, [photos[0]!.id, logo.id], refused).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ statusCode: 400, message: MediaText.wrongUse('photo') });
    expect(await auditRows(refused.requestId)).toEqual([]);
    const unchanged = (
      await getJson(app, `/api/merchant/get/${String(merchant.id)}`)
    ).json<Merchant>();
    expect(unchanged.photos).toHaveLength(3);

    await setMerchantPhotos(db, merchant.id, [], change());
    const none = (await getJson(app, `/api/merchant/get/${String(merchant.id)}`)).json<Merchant>();
    expect(none.photos).toEqual([]);
  });

  it('sets an ad’s image; the ads answer and the page’s preload name its variants', async () => {
    const { app, db } = testApp();
    const ad = await db
      .selectFrom('mobile_ad')
      .select(['id', 'market_id'])
      .orderBy('market_id')
      .orderBy('sort_order')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const image = await uploadMedia(
      deps(),
      await picture(1600, 600).png().toBuffer(),
      'ad',
      change(),
    );
    const by = change();
    await setAdImage(db, ad.id, image.id, by);

    const ads = (await getJson(app, `/api/mobileAds/market/${String(ad.market_id)}`)).json<
      MobileAd[]
    >();
    expect(ads.find((a) => a.id === ad.id)).toMatchObject({
      image: image.sizes.src,
      imageSizes: image.sizes,
    });
    expect(await auditRows(by.requestId)).toEqual([
      expect.objectContaining({ action: 'ad.image.set', object_type: 'mobileAd' }),
    ]);

    const unknown = await setAdImage(db, 999_999, image.id, change()).catch((e: unknown) => e);
    expect(unknown).toMatchObject({ statusCode: 404 });
    const missing = await setMerchantLogo(db, (await anyMerchant()).id, 999_999, change()).catch(
      (e: unknown) => e,
    );
    expect(missing).toMatchObject({ statusCode: 400, message: MediaText.unknownMedia });
  });
});

describe('OPERATOR-12 /media', () => {
  it('serves a variant as WebP, cached for a year, with the usual CSP', async () => {
    const { app } = testApp();
    const image = await uploadMedia(
      deps(),
      await picture(300, 300).png().toBuffer(),
      'logo',
      change(),
    );

    const response = await app.inject({ url: image.sizes.src });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const page = await app.inject({ url: '/api/market/getall' });
    expect(response.headers['content-security-policy']).toBe(
      page.headers['content-security-policy'],
    );
    expect((await sharp(response.rawPayload).metadata()).format).toBe('webp');
  });

  it('answers 404 for an unknown file and for any path out of the folder', async () => {
    const { app } = testApp();
    const urls = [
      `/media/${'0'.repeat(32)}.webp`,
      '/media/../package.json',
      '/media/..%2F..%2Fpackage.json',
      '/media/%2e%2e%2f%2e%2e%2fpackage.json',
      `/media/..%2F${path.basename(mediaDir)}%2F`,
      '/media/ab',
      `/media/${'A'.repeat(32)}.webp`,
    ];
    for (const url of urls) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control'] ?? '', url).not.toContain('immutable');
    }
    expect(readFileSync(path.join(process.cwd(), 'package.json')).length).toBeGreaterThan(0);
  });
});

describe('OPERATOR-12 the console’s upload call', () => {
  const upload = (headers: Record<string, string>, payload: Buffer | string = 'x') =>
    testApp().app.inject({ method: 'POST', url: '/api/console/media?use=logo', headers, payload });

  it('answers 401 without a staff session, before reading the image', async () => {
    const png = await picture(64, 64).png().toBuffer();
    const response = await upload({ 'content-type': 'image/png' }, png);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: ErrorCode.notLoggedIn });
  });

  it('takes only raw image bytes, from our own origin, within the size limit', async () => {
    const form = await upload({ 'content-type': 'multipart/form-data; boundary=x' });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ message: MediaText.uploadType });

    const crossSite = await upload({
      'content-type': 'image/png',
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);

    const huge = await upload(
      { 'content-type': 'application/octet-stream' },
      Buffer.alloc(MEDIA_UPLOAD_MAX_BYTES + 1),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      code: ErrorCode.payloadTooLarge,
      message: MediaText.tooLarge(MEDIA_UPLOAD_MAX_BYTES),
    });
  });

  it('is declared for owners and editors only', async () => {
    const { CatalogMediaConsoleApi } = await import('@citybook/contract');
    for (const endpoint of Object.values(CatalogMediaConsoleApi)) {
      expect(endpoint.path.startsWith('/api/console/media')).toBe(true);
      expect(endpoint).toMatchObject({ access: 'staff', staffRoles: ['owner', 'editor'] });
    }
  });
});

describe('OPERATOR-12 the console’s image calls, signed in', () => {
  const post = (url: string, cookie: string, type: string, payload: Buffer) =>
    testApp().app.inject({
      method: 'POST',
      url,
      headers: { cookie, 'content-type': type },
      payload,
    });

  it('lets an editor upload raw image bytes and attach them, each audited as that editor', async () => {
    const editor = await signedInStaff(testApp(), 'editor');
    const png = await picture(400, 400).png().toBuffer();

    const uploaded = await post('/api/console/media?use=logo', editor.cookie, 'image/png', png);

    expect(uploaded.statusCode).toBe(200);
    const image = uploaded.json<{ id: number; use: string; sizes: { src: string } }>();
    expect(image).toMatchObject({ use: 'logo', width: 400, height: 400 });
    const merchant = await anyMerchant(14);
    const attached = await staffCall(
      testApp().app,
      'PUT',
      `/api/console/media/merchant/${String(merchant.id)}/logo`,
      editor.cookie,
      { mediaId: image.id },
    );
    expect(attached.statusCode).toBe(204);
    const page = (
      await getJson(testApp().app, `/api/merchant/get/${String(merchant.id)}`)
    ).json<Merchant>();
    expect(page.logo).toBe(image.sizes.src);

    const audit = await testApp()
      .db.selectFrom('staff_audit')
      .select(['action', 'object_id', 'staff_id', 'staff_email'])
      .where('staff_id', '=', editor.id)
      .where('action', 'in', ['media.upload', 'merchant.logo.set'])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'media.upload',
        object_id: String(image.id),
        staff_id: editor.id,
        staff_email: editor.email,
      },
      {
        action: 'merchant.logo.set',
        object_id: String(merchant.id),
        staff_id: editor.id,
        staff_email: editor.email,
      },
    ]);
  });

  it('refuses a file that is no image, and an image of another use, in plain words', async () => {
    const owner = await signedInStaff(testApp(), 'owner');
    const text = await post(
      '/api/console/media?use=photo',
      owner.cookie,
      'image/png',
      Buffer.from('not a picture, just named photo.png'),
    );
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      code: ErrorCode.unsupportedMediaType,
      message: MediaText.notAnImage,
    });

    const photo = await post(
      '/api/console/media?use=photo',
      owner.cookie,
      'application/octet-stream',
      await picture(500, 300).jpeg().toBuffer(),
    );
    const ad = await testApp()
      .db.selectFrom('mobile_ad')
      .select('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const wrongUse = await staffCall(
      testApp().app,
      'PUT',
      `/api/console/media/ad/${String(ad.id)}/image`,
      owner.cookie,
      { mediaId: photo.json<{ id: number }>().id },
    );
    expect(wrongUse.statusCode).toBe(400);
    expect(wrongUse.json()).toEqual({
      code: ErrorCode.validation,
      message: MediaText.wrongUse('ad'),
    });
  });

  it('reads a merchant’s photos in order with their ids, as the editor reorders them', async () => {
    const editor = await signedInStaff(testApp(), 'editor');
    const merchant = await anyMerchant(17);
    const url = `/api/console/media/merchant/${String(merchant.id)}/photos`;
    const none = await staffCall(testApp().app, 'GET', url, editor.cookie);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ photos: [] });

    const photos = await Promise.all(
      [1, 2].map(async () =>
        uploadMedia(deps(), await picture(800, 600).jpeg().toBuffer(), 'photo', change()),
      ),
    );
    const saved = await staffCall(testApp().app, 'PUT', url, editor.cookie, {
      mediaIds: [photos[1]!.id, photos[0]!.id],
    });
    expect(saved.statusCode).toBe(204);
    const read = await staffCall(testApp().app, 'GET', url, editor.cookie);
    expect(read.json()).toEqual({
      photos: [
        { id: photos[1]!.id, sizes: photos[1]!.sizes },
        { id: photos[0]!.id, sizes: photos[0]!.sizes },
      ],
    });

    const unknown = await staffCall(
      testApp().app,
      'GET',
      '/api/console/media/merchant/999999999/photos',
      editor.cookie,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses support and analyst staff (403) before reading anything', async () => {
    const png = await picture(32, 32).png().toBuffer();
    for (const role of ['support', 'analyst'] as const) {
      const staff = await signedInStaff(testApp(), role);
      const response = await post('/api/console/media?use=logo', staff.cookie, 'image/png', png);
      expect(response.statusCode, role).toBe(403);
      const photos = await staffCall(
        testApp().app,
        'PUT',
        `/api/console/media/merchant/${String((await anyMerchant()).id)}/photos`,
        staff.cookie,
        { mediaIds: [] },
      );
      expect(photos.statusCode, role).toBe(403);
    }
  });
});
