import { CatalogApi } from '@citybook/contract/catalog';
import type { Merchant } from '@citybook/contract/catalog';
import type { Geolocation as Position } from '@citybook/contract/market';
import type { HttpHandler } from 'msw';
import { Suspense } from 'react';
import { categories } from '../../../testing/fixtures.ts';
import { apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { CategoryPage } from './category-page.tsx';

/** The shared list of category 1 of market 1, as the page asks for it (`near` a position). */
export function categoryMerchants(
  list: Merchant[],
  near: { latitude: number; longitude: number } | undefined = undefined,
) {
  return apiReply(CatalogApi.getMerchantsInCategory, list, {
    query: { marketId: 1, categoryId: 1, shared: true, ...near },
  });
}

/** Category 1 of market 1 (Chicago time) at `address`, its calls answered by `handlers`. */
export function renderCategoryPage(
  handlers: readonly HttpHandler[],
  options: { position?: Position | undefined; address?: string } = {},
) {
  server.use(
    apiReply(CatalogApi.getCategories, categories, { params: { marketId: 1 } }),
    ...handlers,
  );
  const requests = recordRequests();
  const rendered = renderRoutes(
    [
      {
        path: '/offers/category/1',
        element: (
          <Suspense fallback={<p>Loading</p>}>
            <CategoryPage
              marketId={1}
              categoryId={1}
              position={options.position}
              timeZone="America/Chicago"
            />
          </Suspense>
        ),
      },
    ],
    { initialEntries: [options.address ?? '/offers/category/1'] },
  );
  return { ...rendered, requests };
}
