import { CatalogApi } from '@citybook/contract';
import { POSITION } from './scale-market.ts';

export const PAGE = 50;
export const SAMPLES = 200;
const WARM_UP = 20;
/** The whole lists answer every merchant: a few requests are enough to see them grow. */
const WHOLE_SAMPLES = 3;

export type Call = 'categoryPage' | 'allPage' | 'wholeCategory' | 'wholeMarket';
export const CALLS: { call: Call; warmUp: number; samples: number }[] = [
  { call: 'categoryPage', warmUp: WARM_UP, samples: SAMPLES },
  { call: 'allPage', warmUp: WARM_UP, samples: SAMPLES },
  { call: 'wholeCategory', warmUp: 1, samples: WHOLE_SAMPLES },
  { call: 'wholeMarket', warmUp: 1, samples: WHOLE_SAMPLES },
];

/** Each call's URL on the scale market, asked from the member's position. */
export function callUrls(marketId: number, categoryId: number): Record<Call, string> {
  const position = `latitude=${String(POSITION.latitude)}&longitude=${String(POSITION.longitude)}`;
  const category = `${CatalogApi.getMerchantsInCategory.path}?marketId=${String(marketId)}&categoryId=${String(categoryId)}&${position}`;
  const all = `${CatalogApi.getAllMerchants.path}?marketId=${String(marketId)}&${position}`;
  return {
    categoryPage: `${category}&limit=${String(PAGE)}`,
    allPage: `${all}&limit=${String(PAGE)}`,
    wholeCategory: category,
    wholeMarket: all,
  };
}
