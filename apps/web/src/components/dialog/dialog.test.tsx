import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { trackHistory } from '../../lib/history-depth.ts';
import { Dialog } from './dialog.tsx';
import { useBackClosesDialogs } from './use-back-closes-dialogs.ts';

function Page({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Open
      </button>
      {open ? (
        <Dialog
          title="Notice"
          onClose={() => {
            setOpen(false);
            onClose();
          }}
        >
          <p>Something happened.</p>
        </Dialog>
      ) : null}
    </>
  );
}

function Frame() {
  useBackClosesDialogs();
  return <Outlet />;
}

/** The page at /page; with `earlier`, the visit started on /earlier and went on to it. */
async function openDialog({ earlier = false } = {}) {
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      {
        Component: Frame,
        children: [
          { path: '/earlier', element: <p>Earlier page</p> },
          { path: '/page', element: <Page onClose={onClose} /> },
        ],
      },
    ],
    { initialEntries: [earlier ? '/earlier' : '/page'] },
  );
  trackHistory(router);
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  if (earlier) await act(() => router.navigate('/page'));
  const pageEntry = router.state.location.key;
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return {
    onClose,
    user,
    router,
    pageEntry,
    dialog: screen.getByRole('dialog', { name: 'Notice' }),
  };
}

describe('Dialog', () => {
  it('is a named modal, described by its message, with its button focused', async () => {
    const { dialog } = await openDialog();

    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('Something happened.');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  });

  it('closes on browser Back instead of leaving the page, which keeps its entry', async () => {
    const { onClose, router, pageEntry } = await openDialog({ earlier: true });
    expect(router.state.location.key).toBe(pageEntry);

    await act(() => router.navigate(-1));

    await waitFor(() => {
      expect(onClose).toHaveBeenCalledOnce();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/page');
    expect(router.state.location.key).toBe(pageEntry);
    // The next Back leaves the page as usual.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/earlier');
  });

  it('on the first page of a visit, adds an entry for Back to close it', async () => {
    const { onClose, router, pageEntry } = await openDialog();
    await waitFor(() => {
      expect(router.state.location.key).not.toBe(pageEntry);
    });
    expect(router.state.location.pathname).toBe('/page');

    await act(() => router.navigate(-1));

    await waitFor(() => {
      expect(onClose).toHaveBeenCalledOnce();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.key).toBe(pageEntry);
  });

  it('steps back over the entry it added when closed by its button, then returns focus', async () => {
    const { onClose, user, router, pageEntry } = await openDialog();
    await waitFor(() => {
      expect(router.state.location.key).not.toBe(pageEntry);
    });

    await user.click(screen.getByRole('button', { name: 'OK' }));

    await waitFor(() => {
      expect(onClose).toHaveBeenCalledOnce();
    });
    expect(router.state.location.key).toBe(pageEntry);
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const { onClose, user } = await openDialog({ earlier: true });

    await user.keyboard('{Escape}');

    await waitFor(() => {
      expect(onClose).toHaveBeenCalledOnce();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('works outside a router too, without the history', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Page onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    await user.click(screen.getByRole('button', { name: 'OK' }));

    await waitFor(() => {
      expect(onClose).toHaveBeenCalledOnce();
    });
  });
});
