import { Timing, UnreachableText } from '@citybook/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from './error-page.tsx';

describe('ErrorPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a spinner while trying again, then leaves the page', async () => {
    const router = createMemoryRouter(
      [
        { path: '/error', Component: ErrorPage },
        { path: '/', Component: () => <p>Home</p> },
      ],
      { initialEntries: ['/error'] },
    );
    render(<RouterProvider router={router} />);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status')).toHaveTextContent('Trying again');

    await act(() => vi.advanceTimersByTimeAsync(Timing.errorRetrySpinnerMs - 1));
    expect(router.state.location.pathname).toBe('/error');
    await act(() => vi.advanceTimersByTimeAsync(1));
    // Opened directly, there is no earlier page: it starts over from home.
    expect(router.state.location.pathname).toBe('/');
  });

  describe('when Citybook cannot be reached (issue #32 item 5)', () => {
    function renderFailing(error: Error) {
      const router = createMemoryRouter(
        [
          {
            ErrorBoundary: ErrorPage,
            children: [{ path: '/account/somewhere', lazy: () => Promise.reject(error) }],
          },
        ],
        { initialEntries: ['/account/somewhere'] },
      );
      render(<RouterProvider router={router} />);
      return router;
    }

    it('a page whose code never reached the device says the device is offline, not an unknown error', async () => {
      vi.useRealTimers();
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const router = renderFailing(
        new TypeError('Failed to fetch dynamically imported module: /assets/somewhere.js'),
      );

      expect(
        await screen.findByRole('heading', { level: 1, name: UnreachableText.offline }),
      ).toBeVisible();
      expect(screen.getByText(UnreachableText.pageNotKept)).toBeVisible();
      expect(screen.queryByText(/unknown error/i)).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/account/somewhere');
    });

    it("says Citybook can't be reached when the device has a network but no answer came", async () => {
      vi.useRealTimers();
      renderFailing(new TypeError('Importing a module script failed.'));

      expect(
        await screen.findByRole('heading', { level: 1, name: UnreachableText.unreachable }),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: UnreachableText.tryAgain })).toBeVisible();
    });

    it('still says an unknown error for anything else', async () => {
      vi.useRealTimers();
      renderFailing(new Error('Something broke'));

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
      ).toBeVisible();
    });
  });
});
