import { Timing } from '@citybook/contract';
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
});
