import {
  isBookExpired,
  merchantListSchema,
  type Category,
  type Merchant,
  MarketApi,
  CatalogApi,
  urlOf,
} from '@citybook/contract';
import type { APIRequestContext } from '@playwright/test';

/** The guest browses Austin (demo data); these read what the screens should show. */
export async function guestMarketId(request: APIRequestContext): Promise<number> {
  const markets = (await (await request.get(MarketApi.getMarkets.path)).json()) as {
    id: number;
    title: string;
  }[];
  const austin = markets.find((market) => market.title === 'Austin, TX');
  if (!austin) throw new Error('The demo market Austin, TX is missing');
  return austin.id;
}

export async function marketMerchants(
  request: APIRequestContext,
  marketId: number,
): Promise<Merchant[]> {
  const response = await request.get(`${CatalogApi.getAllMerchants.path}?marketId=${marketId}`);
  return merchantListSchema.parse(await response.json());
}

export async function categoriesOf(
  request: APIRequestContext,
  marketId: number,
): Promise<Category[]> {
  return (await (
    await request.get(urlOf(CatalogApi.getCategories, { params: { marketId } }))
  ).json()) as Category[];
}

export function expiredMerchant(merchants: Merchant[]): Merchant {
  const found = merchants.find((m) =>
    m.offers.some((o) => isBookExpired(o.adSpotOfferExpirationDate)),
  );
  if (!found) throw new Error('The demo data has no expired offer');
  return found;
}
