import { CatalogApi } from '@citybook/contract';
import { mapViewBox } from './map-view-box.ts';
import { CENTRE, POSITION } from './scale-market.ts';

export const PAGE = 50;
export const SAMPLES = 200;
const WARM_UP = 20;
/** The whole lists answer every merchant: a few requests are enough to see them grow. */
const WHOLE_SAMPLES = 3;

/**
 * The market search (issue #17 item 1), with texts a member types, chosen from the generated
 * rows (bench/lib/generated-merchants.ts): the start of a merchant's name ("Golden Bistro …"),
 * a word with a typo ("Kitchen" missing a letter: the exact search finds nothing, the forgiving
 * one runs), a word of the offers' titles ("Free Dessert With an Entree", in a fifth of the offer
 * choices) and a word found nowhere (both searches run and find nothing).
 */
export const SEARCHES = {
  searchName: 'golden bis',
  searchTypo: 'kitchn',
  searchOffer: 'dessert',
  searchNothing: 'sushi',
} as const;
export type SearchCall = keyof typeof SEARCHES;
export const SEARCH_CALLS = Object.keys(SEARCHES) as SearchCall[];

export type Call =
  'categoryPage' | 'allPage' | 'wholeCategory' | 'wholeMarket' | 'areaOut' | 'areaIn' | SearchCall;

/** A phone's map (390 × 844 px): the whole metro at zoom 10, a few streets at zoom 16. */
const PHONE = { width: 390, height: 844 };
export const ZOOMED_OUT = 10;
export const ZOOMED_IN = 16;
export const CALLS: { call: Call; warmUp: number; samples: number }[] = [
  { call: 'categoryPage', warmUp: WARM_UP, samples: SAMPLES },
  { call: 'allPage', warmUp: WARM_UP, samples: SAMPLES },
  { call: 'wholeCategory', warmUp: 1, samples: WHOLE_SAMPLES },
  { call: 'wholeMarket', warmUp: 1, samples: WHOLE_SAMPLES },
  { call: 'areaOut', warmUp: WARM_UP, samples: SAMPLES },
  { call: 'areaIn', warmUp: WARM_UP, samples: SAMPLES },
  ...SEARCH_CALLS.map((call) => ({ call, warmUp: WARM_UP, samples: SAMPLES })),
];

/** Each call's URL on the scale market, asked from the member's position. */
export function callUrls(marketId: number, categoryId: number): Record<Call, string> {
  const position = `latitude=${String(POSITION.latitude)}&longitude=${String(POSITION.longitude)}`;
  const category = `${CatalogApi.getMerchantsInCategory.path}?marketId=${String(marketId)}&categoryId=${String(categoryId)}&${position}`;
  const all = `${CatalogApi.getAllMerchants.path}?marketId=${String(marketId)}&${position}`;
  const area = (centre: typeof CENTRE, zoom: number) => {
    const box = mapViewBox(centre, zoom, PHONE.width, PHONE.height);
    return `${CatalogApi.getMerchantsInArea.path}?marketId=${String(marketId)}&south=${String(box.south)}&west=${String(box.west)}&north=${String(box.north)}&east=${String(box.east)}&zoom=${String(zoom)}`;
  };
  const search = (q: string) =>
    `${CatalogApi.searchMarket.path}?marketId=${String(marketId)}&q=${encodeURIComponent(q)}&${position}`;
  return {
    searchName: search(SEARCHES.searchName),
    searchTypo: search(SEARCHES.searchTypo),
    searchOffer: search(SEARCHES.searchOffer),
    searchNothing: search(SEARCHES.searchNothing),
    areaOut: area(CENTRE, ZOOMED_OUT),
    areaIn: area(POSITION, ZOOMED_IN),
    categoryPage: `${category}&limit=${String(PAGE)}`,
    allPage: `${all}&limit=${String(PAGE)}`,
    wholeCategory: category,
    wholeMarket: all,
  };
}
