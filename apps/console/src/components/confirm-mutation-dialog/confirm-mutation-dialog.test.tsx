import { BusinessConsoleApi } from '@citybook/contract/business';
import type { Organisation } from '@citybook/contract/business';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callApi } from '../../lib/api-client.ts';
import { apiHandler, errorResponse } from '../../testing/mocks/http-from-contract.ts';
import { server } from '../../testing/mocks/server.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { ConfirmMutationDialog } from './confirm-mutation-dialog.tsx';

const corner: Organisation = {
  id: 7,
  name: 'Corner Group',
  disabled: false,
  createdAt: '2026-11-20T08:00:00.000Z',
  locations: [],
  people: [],
};

function renderConfirm({ danger }: { danger?: boolean } = {}) {
  const onClose = vi.fn();
  const onDone = vi.fn();
  const view = renderRoutes(
    [
      {
        path: '/',
        element: (
          <ConfirmMutationDialog
            title="Disable Corner Group?"
            action="Disable organisation"
            pending="Disabling…"
            failed="The organisation could not be disabled. Please try again."
            danger={danger}
            mutation={() =>
              callApi(BusinessConsoleApi.setOrganisationDisabled, {
                params: { organisationId: corner.id },
                body: { disabled: true },
              })
            }
            onClose={onClose}
            onDone={onDone}
          >
            <p>Its people are signed out at once.</p>
          </ConfirmMutationDialog>
        ),
      },
    ],
    '/',
  );
  const dialog = screen.getByRole('dialog', { name: 'Disable Corner Group?' });
  return { ...view, dialog, onClose, onDone };
}

describe('a confirmation before a call', () => {
  it('says what happens, makes the call once confirmed and hands over its answer', async () => {
    const asked: boolean[] = [];
    let answer: () => void = () => undefined;
    server.use(
      apiHandler(BusinessConsoleApi.setOrganisationDisabled, async ({ body }) => {
        asked.push(body.disabled);
        await new Promise<void>((resolve) => (answer = resolve));
        return { ...corner, disabled: body.disabled };
      }),
    );
    const { user, dialog, onDone, onClose } = renderConfirm();
    expect(dialog).toHaveTextContent('Its people are signed out at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Disable organisation' }));
    const busy = await within(dialog).findByRole('button', { name: 'Disabling…' });
    expect(busy).toBeDisabled();
    answer();
    await expect.poll(() => onDone.mock.calls.length).toBe(1);
    expect(onDone.mock.calls[0]?.[0]).toEqual({ ...corner, disabled: true });
    expect(asked).toEqual([true]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Cancel closes it without a call', async () => {
    const asked: boolean[] = [];
    server.use(
      apiHandler(BusinessConsoleApi.setOrganisationDisabled, ({ body }) => {
        asked.push(body.disabled);
        return corner;
      }),
    );
    const { user, dialog, onClose } = renderConfirm();
    expect(within(dialog).getByRole('button', { name: 'Disable organisation' })).toHaveClass(
      /danger/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(asked).toEqual([]);
  });

  it('shows the server’s refusal, or the fallback when it gave no words, and may be tried again', async () => {
    let answer = errorResponse(409, 'organisationDisabled', 'Corner Group is disabled already.');
    server.use(apiHandler(BusinessConsoleApi.setOrganisationDisabled, () => answer));
    const { user, dialog, onDone } = renderConfirm({ danger: false });
    const confirm = within(dialog).getByRole('button', { name: 'Disable organisation' });
    expect(confirm).not.toHaveClass(/danger/);
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Corner Group is disabled already.',
    );
    answer = errorResponse(503, 'unavailable', 'Down for maintenance');
    await user.click(within(dialog).getByRole('button', { name: 'Disable organisation' }));
    await expect
      .poll(() => within(dialog).getByRole('alert').textContent)
      .toBe('The organisation could not be disabled. Please try again.');
    expect(onDone).not.toHaveBeenCalled();
  });
});
