import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/render.tsx';
import { TemporaryPasswordDialog } from './temporary-password-dialog.tsx';
import { TemporaryPassword } from './temporary-password.tsx';

describe('a temporary password shown once', () => {
  it('says the screen’s words, shows the password to read out and copies it', async () => {
    const { user } = renderRoutes(
      [
        {
          path: '/',
          element: (
            <TemporaryPassword password="tmp-Kq7#pw9">
              Give this to <strong>ana@corner.test</strong> by phone.
            </TemporaryPassword>
          ),
        },
      ],
      '/',
    );
    expect(screen.getByText(/Give this to/)).toHaveTextContent(
      'Give this to ana@corner.test by phone.',
    );
    expect(screen.getByLabelText('Temporary password')).toHaveTextContent('tmp-Kq7#pw9');
    await user.click(screen.getByRole('button', { name: 'Copy the password' }));
    expect(await navigator.clipboard.readText()).toBe('tmp-Kq7#pw9');
    expect(screen.getByRole('status')).toHaveTextContent('Copied.');
  });

  it('in a dialog of its own, Done closes it', async () => {
    const onClose = vi.fn();
    const { user } = renderRoutes(
      [
        {
          path: '/',
          element: (
            <TemporaryPasswordDialog title="Second factor reset" password="tmp-1" onClose={onClose}>
              Their words.
            </TemporaryPasswordDialog>
          ),
        },
      ],
      '/',
    );
    const dialog = screen.getByRole('dialog', { name: 'Second factor reset' });
    expect(within(dialog).getByLabelText('Temporary password')).toHaveTextContent('tmp-1');
    expect(dialog).toHaveTextContent('Their words.');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
