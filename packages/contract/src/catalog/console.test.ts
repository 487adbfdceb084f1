import { describe, expect, it } from 'vitest';
import { retireRequestSchema } from '../console-fields.ts';
import { marketFormSchema } from '../market/console.ts';
import {
  CATEGORY_ICONS,
  categoryFormSchema,
  franchisorFormSchema,
  merchantFormSchema,
  merchantGridQuerySchema,
  type MerchantForm,
} from './console.ts';

const merchant: MerchantForm = {
  slug: 'corner-deli-austin',
  title: 'Corner Deli',
  marketId: 1,
  categoryId: 2,
  franchisorId: null,
  latitude: 30.27,
  longitude: -97.74,
  address1: '100 Congress Ave',
  address2: '',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  telephone: '',
  website: '',
  facebookUrl: '',
  twitterUrl: '',
  instagramUrl: '',
  appStoreUrl: '',
  playStoreUrl: '',
};

/** The fields a form refuses, each with the words it shows (never zod/mini's "Invalid input"). */
function refused(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const issues = result.error?.issues ?? [];
  for (const issue of issues) expect(issue.message).not.toBe('Invalid input');
  return issues.map((issue) => issue.path.join('.'));
}

describe('OPERATOR-10 the merchant form', () => {
  it('takes a whole location, blank optional fields included', () => {
    expect(merchantFormSchema.safeParse(merchant).success).toBe(true);
    const full = {
      ...merchant,
      telephone: '+1 (512) 555-0100',
      website: 'https://deli.example/menu',
      instagramUrl: 'http://instagram.com/deli',
    };
    expect(merchantFormSchema.parse(full)).toEqual(full);
  });

  it('trims text and refuses what is missing or too long, on its field', () => {
    expect(merchantFormSchema.parse({ ...merchant, title: '  Deli  ' }).title).toBe('Deli');
    expect(refused(merchantFormSchema.safeParse({ ...merchant, title: '   ' }))).toEqual(['title']);
    expect(refused(merchantFormSchema.safeParse({ ...merchant, city: 'x'.repeat(101) }))).toEqual([
      'city',
    ]);
  });

  it.each([
    ['telephone', '555-0100'],
    ['telephone', '12345678901234'],
    ['website', 'deli.example'],
    ['website', 'javascript:alert(1)'],
    ['facebookUrl', 'ftp://files.example/deli'],
    ['playStoreUrl', 'https://'],
    ['state', 'Texas'],
    ['zip', '787'],
    ['slug', 'Corner Deli'],
    ['slug', '-deli'],
  ])('refuses %s %j with its own words', (field, value) => {
    expect(refused(merchantFormSchema.safeParse({ ...merchant, [field]: value }))).toEqual([field]);
  });

  it.each([
    ['latitude', 90.5],
    ['latitude', -91],
    ['longitude', 180.1],
    ['longitude', -200],
  ])('refuses %s %d outside the globe', (field, value) => {
    expect(refused(merchantFormSchema.safeParse({ ...merchant, [field]: value }))).toEqual([field]);
  });
});

describe('OPERATOR-10 the market, category and franchise forms', () => {
  const market = {
    slug: 'austin',
    title: 'Austin',
    latitude: 30.27,
    longitude: -97.74,
    radiusMiles: 25,
    timeZone: 'America/Chicago',
  };

  it('takes an IANA time zone and refuses anything else', () => {
    expect(marketFormSchema.safeParse(market).success).toBe(true);
    expect(marketFormSchema.safeParse({ ...market, timeZone: 'Europe/Berlin' }).success).toBe(true);
    for (const timeZone of ['Central', 'America/Atlantis', '', 'GMT+25']) {
      expect(refused(marketFormSchema.safeParse({ ...market, timeZone }))).toEqual(['timeZone']);
    }
    expect(refused(marketFormSchema.safeParse({ ...market, radiusMiles: 0 }))).toEqual([
      'radiusMiles',
    ]);
  });

  it('takes only an icon of the member app’s set', () => {
    const category = { slug: 'dining', title: 'Dining', icon: CATEGORY_ICONS[0], sortOrder: 1 };
    expect(categoryFormSchema.safeParse(category).success).toBe(true);
    expect(
      refused(categoryFormSchema.safeParse({ ...category, icon: 'https://evil.example/x.svg' })),
    ).toEqual(['icon']);
    expect(refused(categoryFormSchema.safeParse({ ...category, sortOrder: -1 }))).toEqual([
      'sortOrder',
    ]);
  });

  it('names a franchise', () => {
    expect(franchisorFormSchema.safeParse({ slug: 'chain', title: 'Chain' }).success).toBe(true);
    expect(refused(franchisorFormSchema.safeParse({ slug: 'chain', title: '' }))).toEqual([
      'title',
    ]);
  });

  it('retires with the revision the editor opened', () => {
    expect(retireRequestSchema.safeParse({ retired: true, revision: 3 }).success).toBe(true);
    expect(retireRequestSchema.safeParse({ retired: true }).success).toBe(false);
  });
});

describe('OPERATOR-9 the merchant grid query', () => {
  it('defaults to every merchant by name, 25 a page', () => {
    expect(merchantGridQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 25,
      sort: 'title',
      direction: 'asc',
      retired: 'all',
    });
    expect(
      merchantGridQuerySchema.parse({ marketId: '3', retired: 'live', filter: ' deli ' }),
    ).toMatchObject({ marketId: 3, retired: 'live', filter: 'deli' });
    expect(merchantGridQuerySchema.safeParse({ sort: 'telephone' }).success).toBe(false);
  });
});
