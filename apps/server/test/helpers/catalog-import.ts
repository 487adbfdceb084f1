import type { ImportFile, ImportPreview } from '@citybook/contract';
import { sql, type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { DB } from '../../src/db/schema.ts';

/** OPERATOR-14's test files: catalogue files of unique slugs and what an import writes. */

export const TABLES = [
  'market',
  'category',
  'edition',
  'franchisor',
  'merchant',
  'offer',
  'mobile_ad',
  'staff_audit',
] as const;

/** Every table an import writes, counted, and the catalogue's version. */
export async function written(
  db: Kysely<DB>,
): Promise<Record<(typeof TABLES)[number] | 'version', number>> {
  const counts = await Promise.all(
    TABLES.map((table) =>
      db
        .selectFrom(table)
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow(),
    ),
  );
  const version = await db
    .selectFrom('catalog_version')
    .select('version')
    .executeTakeFirstOrThrow();
  return {
    ...(Object.fromEntries(TABLES.map((table, i) => [table, Number(counts[i]?.n)])) as Record<
      (typeof TABLES)[number],
      number
    >),
    version: Number(version.version),
  };
}

export function merchant(t: string, n: number) {
  return {
    slug: `pv-${t}-m${n}`,
    market: `pv-${t}`,
    category: `pv-${t}`,
    title: `Preview Merchant ${n}`,
    latitude: 29.42,
    longitude: -98.49,
    address1: `${n} Alamo Plaza`,
    city: 'San Antonio',
    state: 'TX',
    zip: '78205',
  };
}

/** A whole catalogue file of unique slugs: a market, its book, two merchants and an offer. */
export function catalogue(t: string) {
  return {
    markets: [
      {
        slug: `pv-${t}`,
        title: `Preview ${t}`,
        latitude: 29.42,
        longitude: -98.49,
        radiusMiles: 20,
        timeZone: 'America/Chicago',
      },
    ],
    categories: [
      { slug: `pv-${t}`, title: 'Dining', icon: '/icons/categories/dining.svg', sortOrder: 1 },
    ],
    editions: [
      {
        slug: `pv-${t}-2027`,
        market: `pv-${t}`,
        year: 2027,
        name: `Preview ${t} 2027`,
        onSale: '2026-09-01T00:00:00Z',
        validUntil: '2027-12-31T23:59:59Z',
      },
    ],
    merchants: [merchant(t, 1), merchant(t, 2)],
    offers: [
      {
        slug: `pv-${t}-o1`,
        merchant: `pv-${t}-m1`,
        title: 'Two for one',
        exclusion: '',
        redemptionDataTypeCode: 1,
        redemptionData: 'PV1',
        savings: 12.5,
        edition: `pv-${t}-2027`,
      },
    ],
  };
}

export const jsonFile = (content: unknown, fileName = 'catalogue.json'): ImportFile => ({
  format: 'json',
  fileName,
  content: JSON.stringify(content),
});

export const MERCHANT_HEADER =
  'slug,market,category,title,latitude,longitude,address1,city,state,zip';
export const csvMerchant = (t: string, n: number, zip = '78205') =>
  `pv-${t}-c${n},pv-${t},pv-${t},CSV Merchant ${n},29.42,-98.49,${n} Main St,San Antonio,TX,${zip}`;

export const summary = (preview: ImportPreview) =>
  Object.fromEntries(
    preview.sections.map((s) => [s.section, [s.added.length, s.changed.length, s.unchanged]]),
  );

export const t = () => randomUUID().slice(0, 8);
