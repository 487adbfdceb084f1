import { CatalogApi, urlOf } from '@citybook/contract';
import type { Geolocation as Position } from '@citybook/contract';
import { Suspense } from 'react';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { categories } from '../../../testing/fixtures.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { CategoryPage } from './category-page.tsx';

/** The shared list of category 1 of market 1, as the page asks for it. */
export const CATEGORY_MERCHANTS = `GET ${CatalogApi.getMerchantsInCategory.path}?marketId=1&categoryId=1&shared=true`;

/** Category 1 of market 1 (Chicago time) at `address`, its calls answered by `replies`. */
export function renderCategoryPage(
  replies: Parameters<typeof stubFetch>[0],
  options: { position?: Position | undefined; address?: string } = {},
) {
  const fetchMock = stubFetch({
    [`GET ${urlOf(CatalogApi.getCategories, { params: { marketId: 1 } })}`]: jsonResponse(
      200,
      categories,
    ),
    ...replies,
  });
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
  return { ...rendered, fetchMock };
}
