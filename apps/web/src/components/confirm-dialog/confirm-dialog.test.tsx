import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ConfirmOptions } from './confirm-context.ts';
import { ConfirmProvider } from './confirm-provider.tsx';
import { useConfirm } from './use-confirm.ts';

function Asker({ options }: { options: ConfirmOptions }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button
        type="button"
        onClick={() => void confirm(options).then((yes) => setAnswer(yes ? 'yes' : 'no'))}
      >
        Ask
      </button>
      <p>Answer: {answer}</p>
    </>
  );
}

function renderAsker(options: ConfirmOptions) {
  render(
    <ConfirmProvider>
      <Asker options={options} />
    </ConfirmProvider>,
  );
  return userEvent.setup();
}

describe('useConfirm', () => {
  it('asks with OK and Cancel by default and resolves true on OK', async () => {
    const user = renderAsker({ title: 'Log out', message: 'Are you sure?' });

    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = screen.getByRole('dialog', { name: 'Log out' });
    expect(dialog).toHaveAccessibleDescription('Are you sure?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Answer: yes')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves false on Cancel, with custom labels', async () => {
    const user = renderAsker({
      title: 'Delete Account',
      message: 'Sure?',
      confirmLabel: 'Delete',
      cancelLabel: 'Keep',
    });

    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Account' });
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));

    expect(await screen.findByText('Answer: no')).toBeVisible();
  });

  it('resolves false on Escape', async () => {
    const user = renderAsker({ title: 'Log out', message: 'Are you sure?' });

    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.keyboard('{Escape}');

    await waitFor(() => {
      expect(screen.getByText('Answer: no')).toBeVisible();
    });
  });
});
