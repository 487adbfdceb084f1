import { seededRandom } from '../../apps/server/src/modules/catalog/services/demo/random.ts';

/**
 * Deterministic benchmark merchants (the same rows on every run and machine) spread around a
 * market centre the way shops are: denser near the centre, thinning out towards the edge.
 */

export interface Centre {
  latitude: number;
  longitude: number;
}

export interface Chain {
  slug: string;
  title: string;
}

export interface GeneratedOffer {
  slug: string;
  title: string;
  exclusion: string;
  redemptionData: string;
  /** Dollars. */
  savings: number;
  sortOrder: number;
}

export interface GeneratedMerchant {
  slug: string;
  title: string;
  category: string;
  /** Slug of one of the chains asked for, or null for an independent shop. */
  franchisor: string | null;
  latitude: number;
  longitude: number;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  telephone: string;
  website: string | null;
  logo: string;
  offers: GeneratedOffer[];
}

export interface GenerateOptions {
  /** Slug prefix: rows are keyed by slug, so two runs with the same prefix are the same rows. */
  prefix: string;
  count: number;
  centre: Centre;
  /** The farthest a merchant may be from the centre. */
  maxMiles: number;
  /** Category slugs, drawn evenly. */
  categories: readonly string[];
  /** Chains (franchisors); `chainShare` of the merchants are locations of one of them. */
  chains?: readonly Chain[];
  chainShare?: number;
  city: string;
  state: string;
  seed: number;
}

/** Books end far in the future, so every generated offer can be redeemed. */
export const GENERATED_BOOK_ENDS = '2099-12-31T23:59:59.000Z';

const FIRST = ['Corner', 'Golden', 'Blue', 'Urban', 'Old Town', 'Sunny', 'Red Door', 'Lucky'];
const SECOND = ['Bistro', 'Market', 'Studio', 'Garage', 'Cafe', 'Outfitters', 'Kitchen', 'Shop'];
const STREETS = ['Main St', 'Oak Ave', 'Congress Ave', 'Lamar Blvd', 'Elm St', 'Riverside Dr'];
const OFFERS = [
  'Buy One, Get One Free',
  '20% Off Your Purchase',
  '$5 Off Any Order of $25',
  'Free Dessert With an Entree',
  'Half Off Your Second Visit',
];

const MILES_PER_DEGREE = 69.0;

/** A point at most `maxMiles` from the centre, denser near it (as the demo catalogue does). */
function pointAround(next: () => number, centre: Centre, maxMiles: number): Centre {
  const miles = maxMiles * next() ** 1.5;
  const angle = next() * 2 * Math.PI;
  const latitude = centre.latitude + (miles * Math.cos(angle)) / MILES_PER_DEGREE;
  const longitude =
    centre.longitude +
    (miles * Math.sin(angle)) / (MILES_PER_DEGREE * Math.cos((centre.latitude * Math.PI) / 180));
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
}

export function* generateMerchants(options: GenerateOptions): Generator<GeneratedMerchant> {
  const random = seededRandom(options.seed);
  const chains = options.chains ?? [];
  const chainShare = chains.length === 0 ? 0 : (options.chainShare ?? 0.1);
  const width = String(options.count).length;
  for (let n = 1; n <= options.count; n += 1) {
    const number = String(n).padStart(width, '0');
    const slug = `${options.prefix}-${number}`;
    const chain = random.chance(chainShare) ? random.pick(chains) : null;
    const title = chain ? chain.title : `${random.pick(FIRST)} ${random.pick(SECOND)} ${number}`;
    const offerCount = random.int(1, 3);
    const start = random.int(0, OFFERS.length - 1);
    yield {
      slug,
      title,
      category: random.pick(options.categories),
      franchisor: chain ? chain.slug : null,
      ...pointAround(random.next, options.centre, options.maxMiles),
      address1: `${random.int(100, 9899)} ${random.pick(STREETS)}`,
      address2: random.chance(0.2) ? `Suite ${random.int(100, 499)}` : null,
      city: options.city,
      state: options.state,
      zip: `7${String(random.int(0, 9999)).padStart(4, '0')}`,
      // 555-0100 to 555-0199 are reserved for fiction.
      telephone: `(512) 555-01${String(random.int(0, 99)).padStart(2, '0')}`,
      website: random.chance(0.8) ? `https://www.${slug}.example` : null,
      logo: `/media/logo.svg?text=BM&hue=${random.int(0, 359)}`,
      offers: Array.from({ length: offerCount }, (_unused, index) => ({
        slug: `${slug}-offer-${index + 1}`,
        title: OFFERS[(start + index) % OFFERS.length] ?? 'Great local savings',
        exclusion: 'One coupon per visit. Valid through the end of the book.',
        redemptionData: `CB-${random.int(1000, 9999)}`,
        savings: random.int(2, 25),
        sortOrder: index + 1,
      })),
    };
  }
}

/** `count` chains named after the prefix: `<prefix>-chain-1` … */
export function generatedChains(prefix: string, count: number): Chain[] {
  return Array.from({ length: count }, (_unused, index) => ({
    slug: `${prefix}-chain-${index + 1}`,
    title: `Chain ${index + 1} Express`,
  }));
}
