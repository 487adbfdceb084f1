/**
 * Issue #14 item 5: imported image addresses (category icons, merchant logos, ad images, image
 * coupons) are shown as <img>, which the browser fetches with the member's cookies: the import
 * refuses anything but an http(s) image file or the app's own media paths, naming file, row or
 * line, and field, and imports nothing.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCatalogFile } from '../src/modules/catalog/index.ts';
import { IMAGE_URL_RULE } from '../src/modules/catalog/services/import/image-url.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();
const examples = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../docs/examples',
);

function tempFile(name: string, content: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'citybook-images-')), name);
  writeFileSync(file, content);
  return file;
}

async function adCount(): Promise<number> {
  const rows = await testApp().db.selectFrom('mobile_ad').select('id').execute();
  return rows.length;
}

describe('catalogue import of image addresses', () => {
  it('refuses an API path or another scheme as an ad image, category icon or image coupon', async () => {
    const { db } = testApp();
    const catalog = JSON.parse(readFileSync(path.join(examples, 'catalog.json'), 'utf8')) as Record<
      string,
      Record<string, unknown>[]
    >;
    catalog.ads![0]!.image = '/api/account/logout';
    catalog.categories![0]!.icon = 'javascript:alert(1)';
    catalog.offers![0]!.redemptionDataTypeCode = 2;
    catalog.offers![0]!.redemptionData = '/%61pi/account/deleteAccount';
    const before = await adCount();
    const file = tempFile('ads.json', JSON.stringify(catalog));

    const error = await importCatalogFile(db, file).catch((e: unknown) => e);

    expect((error as Error).message.split('\n')).toEqual([
      `${file}: categories row 1, field icon: ${IMAGE_URL_RULE}`,
      `${file}: offers row 1, field redemptionData: must not be an API address`,
      `${file}: ads row 1, field image: must not be an API address`,
    ]);
    expect(await adCount()).toBe(before);
  });

  it('names the CSV line of a merchant logo that is no image address', async () => {
    const { db } = testApp();
    const csv = readFileSync(path.join(examples, 'merchants.csv'), 'utf8').replace(
      '/media/logo.svg?text=RG&hue=200',
      'https://citybook.example/API/account/logout',
    );
    const file = tempFile('logos.csv', csv);
    await expect(importCatalogFile(db, file)).rejects.toThrow(
      `${file}: line 2, field logo: must not be an API address`,
    );
  });
});
