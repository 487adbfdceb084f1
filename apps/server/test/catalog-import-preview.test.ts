import { describe, expect, it } from 'vitest';
import { importCatalog, previewImport } from '../src/modules/catalog/index.ts';
import {
  catalogue,
  csvMerchant,
  jsonFile,
  MERCHANT_HEADER,
  merchant,
  summary,
  t,
  written,
} from './helpers/catalog-import.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * OPERATOR-14's acceptance: a file with one bad row shows the error with its line and field and
 * writes nothing; the good file shows what it would add and change, then applies it in one
 * transaction, audited; a preview the catalogue has moved past is refused.
 */

const testApp = useTestApp();

describe('import preview service (OPERATOR-14)', () => {
  it('a JSON file with one bad row: the error with its path and field, nothing written', async () => {
    const { db } = testApp();
    const file = catalogue(t());
    file.merchants[1]!.zip = '7820';
    const before = await written(testApp().db);

    const preview = await previewImport(db, jsonFile(file, 'bad.json'));

    expect(preview).toEqual({
      fileName: 'bad.json',
      format: 'json',
      errors: [
        {
          line: null,
          path: 'merchants[1].zip',
          field: 'zip',
          message: 'use a 5-digit ZIP code',
          text: 'bad.json: merchants row 2, field zip: use a 5-digit ZIP code',
        },
      ],
      sections: [],
      token: null,
    });
    expect(await written(testApp().db)).toEqual(before);
  });

  it('a CSV file with one bad row: the error with its line and field, nothing written', async () => {
    const { db } = testApp();
    const id = t();
    await importCatalog(db, { ...catalogue(id), merchants: [], offers: [] }, 'setup');
    const before = await written(testApp().db);
    const content = [MERCHANT_HEADER, csvMerchant(id, 1), csvMerchant(id, 2, 'TX'), ''].join('\n');

    const preview = await previewImport(db, { format: 'csv', fileName: 'm.csv', content });

    expect(preview.errors).toEqual([
      {
        line: 3,
        path: null,
        field: 'zip',
        message: 'use a 5-digit ZIP code',
        text: 'm.csv: line 3, field zip: use a 5-digit ZIP code',
      },
    ]);
    expect(preview.token).toBeNull();
    expect(await written(testApp().db)).toEqual(before);
  });

  it('a reference to an unknown slug is found by the write itself, which is rolled back', async () => {
    const { db } = testApp();
    const id = t();
    await importCatalog(db, { ...catalogue(id), merchants: [], offers: [] }, 'setup');
    const before = await written(testApp().db);
    const content = [
      MERCHANT_HEADER,
      csvMerchant(id, 1),
      `pv-${id}-c2,pv-nowhere-${id},pv-${id},Lost,29.42,-98.49,2 Main St,San Antonio,TX,78205`,
    ].join('\r\n');

    const preview = await previewImport(db, { format: 'csv', fileName: 'm.csv', content });

    expect(preview.errors).toEqual([
      expect.objectContaining({
        line: 3,
        field: 'market',
        message: `unknown market "pv-nowhere-${id}"`,
      }),
    ]);
    expect(await written(testApp().db)).toEqual(before);
  });

  it('a file that is not JSON is one error of the whole file', async () => {
    const { db } = testApp();
    const preview = await previewImport(db, {
      format: 'json',
      fileName: 'x.json',
      content: '{"markets": [',
    });
    expect(preview.errors).toEqual([
      expect.objectContaining({ line: null, path: null, field: null }),
    ]);
    expect(preview.errors[0]!.message).toMatch(/^not valid JSON/);
  });

  it('lists what it would add and change, field by field; a retired row is marked', async () => {
    const { db } = testApp();
    const id = t();
    const file = catalogue(id);
    await importCatalog(db, file, 'first');
    await db
      .updateTable('merchant')
      .set({ retired_at: '2026-01-01T00:00:00.000Z' })
      .where('slug', '=', `pv-${id}-m2`)
      .execute();
    file.merchants[0]!.title = 'Preview Merchant One';
    file.merchants[1]!.zip = '78206';
    file.offers[0]!.savings = 15;
    file.merchants.push(merchant(id, 3));
    const before = await written(testApp().db);

    const preview = await previewImport(db, jsonFile(file));

    expect(preview.errors).toEqual([]);
    expect(preview.token).toMatch(/^[0-9a-f]{64}$/);
    expect(summary(preview)).toEqual({
      markets: [0, 0, 1],
      categories: [0, 0, 1],
      editions: [0, 0, 1],
      franchisors: [0, 0, 0],
      merchants: [1, 2, 0],
      offers: [0, 1, 0],
      ads: [0, 0, 0],
    });
    const merchants = preview.sections.find((s) => s.section === 'merchants');
    expect(merchants?.added).toEqual([`pv-${id}-m3`]);
    expect(merchants?.changed).toEqual([
      {
        slug: `pv-${id}-m1`,
        retired: false,
        fields: [{ field: 'title', before: 'Preview Merchant 1', after: 'Preview Merchant One' }],
      },
      {
        slug: `pv-${id}-m2`,
        retired: true,
        fields: [{ field: 'zip', before: '78205', after: '78206' }],
      },
    ]);
    expect(preview.sections.find((s) => s.section === 'offers')?.changed).toEqual([
      {
        slug: `pv-${id}-o1`,
        retired: false,
        fields: [{ field: 'savings', before: 12.5, after: 15 }],
      },
    ]);
    expect(await written(testApp().db)).toEqual(before);
  });

  it('lists the editions an import makes for offers without one', async () => {
    const { db } = testApp();
    const id = t();
    const file = catalogue(id);
    const { editions: _none, ...withoutEditions } = file;
    const offers = file.offers.map(({ edition: _edition, ...offer }) => ({
      ...offer,
      adSpotOfferExpirationDate: '2028-06-30T23:59:59Z',
    }));

    const preview = await previewImport(db, jsonFile({ ...withoutEditions, offers }));

    expect(preview.sections.find((s) => s.section === 'editions')?.added).toEqual([
      `pv-${id}-2028`,
    ]);
    const edition = await db
      .selectFrom('edition')
      .select('id')
      .where('slug', '=', `pv-${id}-2028`)
      .executeTakeFirst();
    expect(edition).toBeUndefined();
  });
});
