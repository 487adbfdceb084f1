import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';

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

function historyMarker(): unknown {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'citybookDialog' in state
    ? state.citybookDialog
    : undefined;
}

async function openDialog() {
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(<Page onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { onClose, user, dialog: screen.getByRole('dialog', { name: 'Notice' }) };
}

describe('Dialog', () => {
  it('is a named modal, described by its message, with its button focused', async () => {
    const { dialog } = await openDialog();

    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('Something happened.');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  });

  it('closes on browser Back instead of leaving the page', async () => {
    const routerListener = vi.fn();
    window.addEventListener('popstate', routerListener);
    const { onClose } = await openDialog();
    expect(historyMarker()).toBeDefined();

    act(() => {
      window.history.back();
    });

    await waitFor(() => {
      expect(onClose).toHaveBeenCalledOnce();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The page (and its router) never heard of that Back.
    expect(routerListener).not.toHaveBeenCalled();
    expect(historyMarker()).toBeUndefined();
    window.removeEventListener('popstate', routerListener);
  });

  it('removes its history entry when closed by its button, then returns focus', async () => {
    const { onClose, user } = await openDialog();

    await user.click(screen.getByRole('button', { name: 'OK' }));

    await waitFor(() => {
      expect(onClose).toHaveBeenCalledOnce();
    });
    expect(historyMarker()).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const { onClose, user } = await openDialog();

    await user.keyboard('{Escape}');

    await waitFor(() => {
      expect(onClose).toHaveBeenCalledOnce();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
