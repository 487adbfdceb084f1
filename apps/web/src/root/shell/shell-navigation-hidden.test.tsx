import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useHideNavigation } from '../../lib/navigation-hidden.ts';
import { profile } from '../../testing/fixtures.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { signalSession } from '../../testing/session.ts';
import type { RouteHandle } from '../route-handle.ts';
import { Shell } from './shell.tsx';

/** A page that, like the redeemed coupon, asks for the navigation to go away. */
function HidingPage() {
  const [hidden, setHidden] = useState(false);
  useHideNavigation(hidden);
  return (
    <button type="button" onClick={() => setHidden((value) => !value)}>
      {hidden ? 'Show navigation' : 'Hide navigation'}
    </button>
  );
}

function renderShell(entry: string) {
  signalSession();
  localStorage.setItem('citybook.profile', JSON.stringify(profile));
  void 0;
  return renderRoutes(
    [
      {
        Component: Shell,
        children: [
          { path: '/menu-page', Component: HidingPage },
          {
            path: '/back-page',
            Component: HidingPage,
            handle: { back: '/menu-page' } satisfies RouteHandle,
          },
        ],
      },
    ],
    { initialEntries: [entry] },
  );
}

describe('Shell navigation hidden by a page', () => {
  it('hides the menu button while the page asks', async () => {
    const { user } = renderShell('/menu-page');
    expect(await screen.findByRole('button', { name: 'Menu' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Hide navigation' }));
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show navigation' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toBeVisible();
  });

  it('hides the Back button while the page asks', async () => {
    const { user } = renderShell('/back-page');
    expect(await screen.findByRole('button', { name: 'Back' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Hide navigation' }));

    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
