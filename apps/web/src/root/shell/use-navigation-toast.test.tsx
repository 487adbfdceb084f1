import { Timing } from '@citybook/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast } from '../../components/toast/toast.tsx';
import { withToast } from '../../components/toast/toast-state.ts';
import { useNavigationToast } from './use-navigation-toast.ts';

function Frame() {
  const toast = useNavigationToast();
  return (
    <>
      <Outlet />
      <Toast message={toast} />
    </>
  );
}

function SavePage() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/done', { state: withToast('Saved.') })}>
      Save
    </button>
  );
}

function renderWithToast() {
  const router = createMemoryRouter(
    [
      {
        Component: Frame,
        children: [
          { path: '/', Component: SavePage },
          { path: '/done', Component: () => <p>Done</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('navigation toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('appears 500 ms after the navigation and goes after 5000 ms more', async () => {
    renderWithToast();
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await advance(0);
    expect(screen.getByText('Done')).toBeInTheDocument();

    await advance(Timing.toastAfterNavigationMs - 1);
    expect(region).toBeEmptyDOMElement();
    await advance(1);
    expect(region).toHaveTextContent('Saved.');

    await advance(Timing.toastHideMs - 1);
    expect(region).toHaveTextContent('Saved.');
    await advance(1);
    expect(region).toBeEmptyDOMElement();
  });

  it('is a polite live region that stays in the page', () => {
    renderWithToast();
    // role=status is polite by definition; the region exists before any message arrives.
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('is not shown again when going back and forth to the same entry', async () => {
    const router = renderWithToast();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await advance(Timing.toastAfterNavigationMs);
    await advance(Timing.toastHideMs);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await act(() => router.navigate(-1));
    await act(() => router.navigate(1));
    expect(screen.getByText('Done')).toBeInTheDocument();
    await advance(Timing.toastAfterNavigationMs);

    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
