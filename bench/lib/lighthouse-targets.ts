/** A page to audit: its name in the report and its path in the app. */
export interface Target {
  name: string;
  path: string;
  loggedIn: boolean;
}

async function getJson<T>(url: string, cookie: string): Promise<T> {
  const response = await fetch(url, { headers: { Cookie: cookie } });
  if (!response.ok) throw new Error(`${url} answered ${String(response.status)}`);
  return (await response.json()) as T;
}

interface DemoMerchant {
  id: number;
  categoryId: number;
  hasSiblings: boolean;
  franchisorId: number | null;
  offers: { id: number }[];
}

/** The logged-in pages to audit, on the demo data of the guest's market. */
export async function catalogTargets(baseUrl: string, cookie: string): Promise<Target[]> {
  const profile = await getJson<{ marketId: number }>(`${baseUrl}/api/account/profile`, cookie);
  const categories = await getJson<{ id: number }[]>(
    `${baseUrl}/api/category/getall/${String(profile.marketId)}`,
    cookie,
  );
  for (const category of categories) {
    const query = new URLSearchParams({
      marketId: String(profile.marketId),
      categoryId: String(category.id),
    });
    const merchants = await getJson<DemoMerchant[]>(
      `${baseUrl}/api/merchant/getCategory?${query.toString()}`,
      cookie,
    );
    const merchant = merchants.find((m) => m.offers.length > 0);
    const offer = merchant?.offers[0];
    if (!merchant || !offer) continue;
    const merchantQuery = new URLSearchParams({ hasSiblings: String(merchant.hasSiblings) });
    if (merchant.franchisorId !== null) {
      merchantQuery.set('franchisorId', String(merchant.franchisorId));
    }
    return [
      { name: 'categories', path: '/offers/categories', loggedIn: true },
      { name: 'category', path: `/offers/category/${String(category.id)}`, loggedIn: true },
      {
        name: 'merchant',
        path: `/offers/category/${String(category.id)}/merchant/${String(merchant.id)}?${merchantQuery.toString()}`,
        loggedIn: true,
      },
      {
        name: 'offer',
        path: `/offers/offer/${String(merchant.id)}/${String(offer.id)}`,
        loggedIn: true,
      },
    ];
  }
  throw new Error('the demo data has no category with a merchant that has offers');
}
