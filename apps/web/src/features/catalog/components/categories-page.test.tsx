import { urlOf } from '@citybook/contract';
import { CatalogApi } from '@citybook/contract/catalog';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ads } from '../../../testing/catalog-browse-fixtures.ts';
import { apiError, apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';
import { categories } from '../../../testing/fixtures.ts';
import { createTestQueryClient } from '../../../testing/query-client.ts';
import { CategoriesPage } from './categories-page.tsx';

const CATEGORIES_URL = urlOf(CatalogApi.getCategories, { params: { marketId: 7 } });
const inMarket7 = { params: { marketId: 7 } } as const;

function renderCategoriesPage(marketId: number) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <Suspense fallback={<p>Loading</p>}>
          <CategoriesPage marketId={marketId} timeZone="America/Chicago" />
        </Suspense>
      ),
    },
  ]);
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('CategoriesPage', () => {
  it("lists the market's categories as links with decorative icons", async () => {
    server.use(
      apiReply(CatalogApi.getCategories, categories, inMarket7),
      apiReply(CatalogApi.getMobileAds, [], inMarket7),
    );
    const requests = recordRequests();

    renderCategoriesPage(7);

    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    const dining = screen.getByRole('link', { name: 'Dining' });
    expect(dining).toHaveAttribute('href', '/offers/category/1');
    expect(screen.getByRole('link', { name: 'Coffee & Treats' })).toHaveAttribute(
      'href',
      '/offers/category/2',
    );
    const icon = dining.querySelector('img');
    expect(icon).toHaveAttribute('src', '/icons/categories/dining.svg');
    expect(icon).toHaveAttribute('alt', '');
    expect(requests).toHaveBeenCalledWith(CATEGORIES_URL, expect.anything());
    expect(screen.queryByRole('region', { name: 'Featured offers' })).not.toBeInTheDocument();
  });

  it("shows the market's ads and a way to renew the activation", async () => {
    server.use(
      apiReply(CatalogApi.getCategories, categories, inMarket7),
      apiReply(CatalogApi.getMobileAds, ads, inMarket7),
    );

    renderCategoriesPage(7);

    const carousel = await screen.findByRole('region', { name: 'Featured offers' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getByRole('group', { name: '1 of 3' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Renew or extend your activation' })).toHaveAttribute(
      'href',
      '/account/selectActivation',
    );
    expect(screen.getByRole('link', { name: 'All Coupons' })).toHaveAttribute(
      'href',
      '/offers/all',
    );
  });

  it('still shows the categories when the ads cannot be loaded', async () => {
    server.use(
      apiReply(CatalogApi.getCategories, categories, inMarket7),
      apiError(CatalogApi.getMobileAds, 500, { code: 500, message: 'x' }, inMarket7),
    );

    renderCategoriesPage(7);

    expect(await screen.findByRole('link', { name: 'Dining' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Featured offers' })).not.toBeInTheDocument();
  });

  it('says so when the market has no categories', async () => {
    server.use(
      apiReply(CatalogApi.getCategories, [], inMarket7),
      apiReply(CatalogApi.getMobileAds, [], inMarket7),
    );

    renderCategoriesPage(7);

    expect(await screen.findByText('There are no categories in this market yet.')).toBeVisible();
    // No category links: only All Coupons and the renewal link.
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'All Coupons',
      'Renew or extend your activation',
    ]);
  });
});
