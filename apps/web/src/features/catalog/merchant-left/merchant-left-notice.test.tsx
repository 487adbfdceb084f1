import { MerchantLeftText } from '@citybook/contract/catalog';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '../../../testing/query-client.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { favoritesQueryKey } from '../api/get-favorites.ts';
import { MerchantLeftNotice } from './merchant-left-notice.tsx';

const LEFT = MerchantLeftText.message('Luigi’s Bistro');

function renderNotice(props: { categoryId?: number; replacesOpenPage?: boolean }) {
  const queryClient = createTestQueryClient();
  // What the app holds of the lists: fresh until the notice says otherwise.
  const held = [
    ['merchants', 'category', 1, 1, null, null],
    ['search', 1, 'luigi', null, null],
    favoritesQueryKey,
    ['categories', 1],
  ] as const;
  for (const key of held) queryClient.setQueryData(key, []);
  const rendered = renderRoutes(
    [{ path: '*', element: <MerchantLeftNotice message={LEFT} {...props} /> }],
    { initialEntries: ['/offers/category/1/merchant/4'], queryClient },
  );
  const stale = () =>
    held.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => key[0]);
  return { ...rendered, stale };
}

describe('MerchantLeftNotice (MERCHANT-12)', () => {
  it('says the merchant left in the server’s words, what that means, and the ways on', () => {
    renderNotice({ categoryId: 3 });

    expect(screen.getByRole('heading', { level: 1, name: LEFT })).toBeVisible();
    expect(
      screen.getByText(`${MerchantLeftText.detail} ${MerchantLeftText.savingsKept}`),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: MerchantLeftText.backToList })).toHaveAttribute(
      'href',
      '/offers/category/3',
    );
    expect(screen.getByRole('link', { name: MerchantLeftText.savings })).toHaveAttribute(
      'href',
      '/account/savings',
    );
    expect(document.title).toMatch(new RegExp(`^${LEFT} · `));
  });

  it('without the list it came from, leads to the categories', () => {
    renderNotice({});

    expect(screen.getByRole('link', { name: MerchantLeftText.browse })).toHaveAttribute(
      'href',
      '/offers/categories',
    );
    expect(screen.queryByRole('link', { name: MerchantLeftText.backToList })).toBeNull();
  });

  it('marks the lists, searches and favourites the app holds as stale, nothing else', async () => {
    const { stale } = renderNotice({ categoryId: 1 });

    await waitFor(() => {
      expect(stale()).toEqual(['merchants', 'search', 'account']);
    });
  });

  it('leaves the focus to the navigation when it is the page an old link opened', () => {
    renderNotice({ categoryId: 1 });
    expect(screen.getByRole('heading', { level: 1, name: LEFT })).not.toHaveFocus();
  });

  it('takes the focus when it replaces an open page, so a screen reader says it', () => {
    renderNotice({ categoryId: 1, replacesOpenPage: true });
    expect(screen.getByRole('heading', { level: 1, name: LEFT })).toHaveFocus();
  });
});
