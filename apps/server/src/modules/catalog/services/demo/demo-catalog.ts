import { RedemptionDataType } from '@citybook/contract';
import { demoCategories } from '../../../../db/seed/demo-categories.ts';
import { demoMarkets, GUEST_MARKET_SLUG } from '../../../../db/seed/demo-markets.ts';
import type { CatalogFile } from '../import/catalog-file.ts';
import { demoRulesFor } from './demo-rules.ts';
import { seededRandom, slugify, type Random } from './random.ts';
import { categoryWords, franchises, streets } from './word-lists.ts';

/** Bump when the generated data changes, so existing databases get it on next start. */
export const DEMO_CATALOG_VERSION = 'demo-catalog-v5';

export const MERCHANTS_PER_MARKET = 320;
/**
 * OPERATOR-13: each market has this season's book and last season's, to which a few merchants
 * still belong, to show expired offers (CATALOG-14).
 */
const BOOKS = {
  current: {
    year: 2027,
    onSale: '2026-09-01T00:00:00.000Z',
    validUntil: '2027-12-31T23:59:59.000Z',
  },
  last: { year: 2026, onSale: '2025-09-01T00:00:00.000Z', validUntil: '2026-06-30T23:59:59.000Z' },
} as const;
const editionSlug = (market: string, book: keyof typeof BOOKS) => `${market}-${BOOKS[book].year}`;

/** The demo's current book in the guest's market: what the browser tests and benchmarks print codes for. */
export const DEMO_EDITION = editionSlug(GUEST_MARKET_SLUG, 'current');

const marketDetails: Record<
  string,
  { city: string; state: string; zip: string; areaCode: string }
> = {
  austin: { city: 'Austin', state: 'TX', zip: '787', areaCode: '512' },
  denver: { city: 'Denver', state: 'CO', zip: '802', areaCode: '303' },
  nashville: { city: 'Nashville', state: 'TN', zip: '372', areaCode: '615' },
  portland: { city: 'Portland', state: 'OR', zip: '972', areaCode: '503' },
};

type MerchantRow = NonNullable<CatalogFile['merchants']>[number];
type OfferRow = NonNullable<CatalogFile['offers']>[number];

export function initials(title: string): string {
  return title
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

function position(
  random: Random,
  centre: { latitude: number; longitude: number },
  reachMiles: number,
) {
  // Denser near the centre, as shops are; up to `reachMiles` out.
  const miles = reachMiles * random.next() ** 1.5;
  const angle = random.next() * 2 * Math.PI;
  const latitude = centre.latitude + (miles * Math.cos(angle)) / 69.0;
  const longitude =
    centre.longitude +
    (miles * Math.sin(angle)) / (69.172 * Math.cos((centre.latitude * Math.PI) / 180));
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
}

function contact(random: Random, base: string, withApps: boolean) {
  const website = random.chance(0.8)
    ? random.chance(0.15)
      ? `www.${base}.example`
      : `https://www.${base}.example`
    : null;
  return {
    website,
    facebookUrl: random.chance(0.5) ? `https://www.facebook.com/${base}` : null,
    twitterUrl: random.chance(0.3) ? `https://x.com/${base.replace(/-/g, '')}` : null,
    instagramUrl: random.chance(0.5) ? `https://www.instagram.com/${base.replace(/-/g, '')}` : null,
    appStoreUrl: withApps
      ? `https://apps.apple.com/us/app/${base}/id${random.int(1_000_000_000, 1_999_999_999)}`
      : null,
    playStoreUrl: withApps
      ? `https://play.google.com/store/apps/details?id=com.${base.replace(/-/g, '')}`
      : null,
  };
}

function offersFor(
  random: Random,
  merchant: MerchantRow,
  base: string,
  edition: string,
): OfferRow[] {
  const words = categoryWords[merchant.category];
  if (!words) return [];
  const count = Math.min(words.offers.length, random.int(1, 4));
  const start = random.int(0, words.offers.length - 1);
  return Array.from({ length: count }, (_unused, index) => {
    const template = words.offers[(start + index) % words.offers.length]!;
    const link = random.chance(0.15);
    const slug = `${merchant.slug}-offer-${index + 1}`;
    const rules = demoRulesFor(slug, merchant.category);
    return {
      slug,
      merchant: merchant.slug,
      title: template.title,
      exclusion: `${words.terms} Valid through the end of the book.`,
      redemptionDataTypeCode: link ? RedemptionDataType.link : RedemptionDataType.text,
      redemptionData: link
        ? `https://deals.${base}.example/citybook`
        : `CB-${random.int(1000, 9999)}-${String.fromCharCode(65 + random.int(0, 25))}`,
      savings: random.int(template.savings[0], template.savings[1]),
      edition,
      sortOrder: index + 1,
      ...(rules ? { rules } : {}),
    };
  });
}

/** The demo catalogue: deterministic, generated without network access. */
export function demoCatalog(): CatalogFile {
  const random = seededRandom(20261121);
  const merchants: MerchantRow[] = [];
  const offers: OfferRow[] = [];
  const ads: NonNullable<CatalogFile['ads']> = [];

  for (const market of demoMarkets) {
    const details = marketDetails[market.slug]!;
    const used = new Set<string>();
    const add = (title: string, category: string, franchisor: string | null, slugBase: string) => {
      const slug = `${market.slug}-${slugBase}`;
      const base = slugify(title);
      const expired = franchisor === null && random.chance(0.03);
      const edition = editionSlug(market.slug, expired ? 'last' : 'current');
      const merchant: MerchantRow = {
        slug,
        market: market.slug,
        category,
        franchisor,
        title,
        // A franchise's locations lie within 3 miles of the centre, so that a phone's map at its
        // first zoom shows several of them together in its list (issue #32 item 6); the others
        // reach 14 miles out.
        ...position(random, market, franchisor === null ? 14 : 3),
        address1: `${random.int(100, 9899)} ${random.pick(streets)}`,
        address2: random.chance(0.2) ? `Suite ${random.int(100, 499)}` : null,
        city: details.city,
        state: details.state,
        zip: `${details.zip}${String(random.int(1, 99)).padStart(2, '0')}`,
        // 555-0100 to 555-0199 are reserved for fiction.
        telephone: `(${details.areaCode}) 555-01${String(random.int(0, 99)).padStart(2, '0')}`,
        ...contact(random, base, franchisor !== null),
        logo: `/media/logo.svg?text=${encodeURIComponent(initials(title))}&hue=${random.int(0, 359)}`,
      };
      merchants.push(merchant);
      offers.push(...offersFor(random, merchant, base, edition));
      return merchant;
    };

    for (const franchise of franchises) {
      const locations = random.int(3, 5);
      for (let n = 1; n <= locations; n += 1) {
        add(franchise.title, franchise.category, franchise.slug, `${franchise.slug}-${n}`);
      }
    }
    const categorySlugs = demoCategories.map((category) => category.slug);
    while (merchants.filter((m) => m.market === market.slug).length < MERCHANTS_PER_MARKET) {
      const category = random.pick(categorySlugs);
      const words = categoryWords[category]!;
      const title = `${random.pick(words.first)} ${random.pick(words.second)}`;
      if (used.has(title)) continue;
      used.add(title);
      add(title, category, null, slugify(title));
    }

    const local = merchants.filter((m) => m.market === market.slug);
    const featured = [local[0]!, local[40]!, local[120]!];
    featured.forEach((merchant, index) => {
      const headline =
        offers.find((o) => o.merchant === merchant.slug)?.title ?? 'Great local savings';
      ads.push({
        slug: `${market.slug}-ad-${index + 1}`,
        market: market.slug,
        title: `${merchant.title}: ${headline}`,
        image: `/media/ad.svg?title=${encodeURIComponent(merchant.title)}&subtitle=${encodeURIComponent(headline)}&hue=${random.int(180, 240)}`,
        merchant: merchant.slug,
        sortOrder: index + 1,
      });
    });
  }

  return {
    markets: demoMarkets.map(({ slug, title, latitude, longitude, radius_miles, timeZone }) => ({
      slug,
      title,
      latitude,
      longitude,
      radiusMiles: radius_miles,
      timeZone,
    })),
    categories: demoCategories.map(({ slug, title, icon, sort_order }) => ({
      slug,
      title,
      icon,
      sortOrder: sort_order,
    })),
    editions: demoMarkets.flatMap(({ slug, title }) =>
      (['current', 'last'] as const).map((book) => ({
        slug: editionSlug(slug, book),
        market: slug,
        year: BOOKS[book].year,
        name: `${title} ${BOOKS[book].year}`,
        onSale: BOOKS[book].onSale,
        validUntil: BOOKS[book].validUntil,
      })),
    ),
    franchisors: franchises.map(({ slug, title }) => ({ slug, title })),
    merchants,
    offers,
    ads,
  };
}
