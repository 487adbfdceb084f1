import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wasActivationPrompted } from '../../../lib/activation-prompt-storage.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { SelectActivationPage } from './select-activation-page.tsx';

function renderPage(entries: string[]) {
  return renderRoutes(
    [
      { path: '/account/selectActivation', element: <SelectActivationPage /> },
      { path: '*', element: null },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
}

describe('SelectActivationPage', () => {
  it('offers a book code or a subscription', () => {
    renderPage(['/account/selectActivation']);

    expect(screen.getByRole('heading', { level: 1, name: 'Activate Citybook' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'I have a book code' })).toHaveAttribute(
      'href',
      '/account/activate',
    );
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      '/account/payment/1/false',
    );
  });

  it('asks to renew with the days left', () => {
    renderPage(['/account/selectActivation?days=5']);

    expect(screen.getByRole('heading', { level: 1, name: 'Renew Your Activation' })).toBeVisible();
    expect(screen.getByText(/Your activation ends in 5 days\./)).toBeVisible();
  });

  it('remembers a skip and goes back', async () => {
    const { router, user } = renderPage(['/offers/map', '/account/selectActivation?days=2']);

    await user.click(screen.getByRole('button', { name: 'Not now' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/offers/map');
    });
    expect(wasActivationPrompted()).toBe(true);
  });

  it('goes to the categories on a skip when there is no earlier page', async () => {
    const { router, user } = renderPage(['/account/selectActivation']);

    await user.click(screen.getByRole('button', { name: 'Not now' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/offers/categories');
    });
  });
});
