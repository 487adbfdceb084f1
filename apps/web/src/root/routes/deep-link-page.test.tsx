import { Timing } from '@citybook/contract';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { createRoutes } from '../router.tsx';
import { createTestQueryClient } from '../../testing/query-client.ts';
import { DeepLinkPage } from './deep-link-page.tsx';
import { recordRequests } from '../../testing/mocks/requests.ts';

function renderPage(entry: string) {
  const openApp = vi.fn();
  const router = createMemoryRouter(
    [{ path: '/mobile/deeplink/*', element: <DeepLinkPage openApp={openApp} /> }],
    { initialEntries: [entry] },
  );
  const { unmount } = render(<RouterProvider router={router} />);
  return { openApp, unmount };
}

describe('DeepLinkPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the app at the same path and query string after the wait', async () => {
    vi.useFakeTimers();
    const { openApp } = renderPage('/mobile/deeplink/offers/offer/4/9?share=1&name=a%20b');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Open in the Citybook app' }),
    ).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(Timing.deepLinkWaitMs - 1));
    expect(openApp).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(openApp).toHaveBeenCalledTimes(1);
    expect(openApp).toHaveBeenCalledWith('citybook://offers/offer/4/9?share=1&name=a%20b');
  });

  it('opens the app at its start for a link without a path', async () => {
    vi.useFakeTimers();
    const { openApp } = renderPage('/mobile/deeplink/');

    await act(() => vi.advanceTimersByTimeAsync(Timing.deepLinkWaitMs));
    expect(openApp).toHaveBeenCalledWith('citybook://');
  });

  it('offers the stores and the browser instead', () => {
    renderPage('/mobile/deeplink/offers/categories');

    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/citybook',
    );
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=app.citybook',
    );
    expect(screen.getByRole('link', { name: 'Continue in the browser' })).toHaveAttribute(
      'href',
      '/offers/categories',
    );
  });

  it('continues in the browser at the linked page, query included, never off the site', () => {
    const { unmount } = renderPage('/mobile/deeplink/offers/all?mobilePlus=true');
    expect(screen.getByRole('link', { name: 'Continue in the browser' })).toHaveAttribute(
      'href',
      '/offers/all?mobilePlus=true',
    );
    unmount();

    renderPage('/mobile/deeplink//evil.example/x');
    expect(screen.getByRole('link', { name: 'Continue in the browser' })).toHaveAttribute(
      'href',
      '/evil.example/x',
    );
  });

  it('is open to visitors without a login', async () => {
    const requests = recordRequests();
    const queryClient = createTestQueryClient();
    const { router } = renderRoutes(createRoutes(queryClient), {
      initialEntries: ['/mobile/deeplink/offers/categories?mobilePlus=true'],
      queryClient,
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Open in the Citybook app' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/mobile/deeplink/offers/categories');
    expect(requests).not.toHaveBeenCalled();
  });
});
