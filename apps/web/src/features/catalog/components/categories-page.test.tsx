import { ApiPath } from '@citybook/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { categories } from '../../../testing/fixtures.ts';
import { createTestQueryClient } from '../../../testing/query-client.ts';
import { CategoriesPage } from './categories-page.tsx';

function renderCategoriesPage(marketId: number) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <Suspense fallback={<p>Loading</p>}>
          <CategoriesPage marketId={marketId} />
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
    const fetchMock = stubFetch({
      [`GET ${ApiPath.catalog.categories(7)}`]: jsonResponse(200, categories),
    });

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
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('says so when the market has no categories', async () => {
    stubFetch({ [`GET ${ApiPath.catalog.categories(7)}`]: jsonResponse(200, []) });

    renderCategoriesPage(7);

    expect(await screen.findByText('There are no categories in this market yet.')).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
