import { ErrorCode } from '@citybook/contract/app';
import { BusinessConsoleApi, inviteBusinessAdminRequestSchema } from '@citybook/contract/business';
import type { InviteBusinessAdminRequest } from '@citybook/contract/business';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callApi } from '../../lib/api-client.ts';
import { apiHandler, errorResponse } from '../../testing/mocks/http-from-contract.ts';
import { server } from '../../testing/mocks/server.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { BusinessInviteDialog } from './business-invite-dialog.tsx';

const anAdmin = (email: string) => ({
  id: 40,
  email,
  role: 'merchantAdmin' as const,
  locationIds: [],
  disabled: false,
  mustChangePassword: true,
  lastSignInAt: null,
});

function renderInvite() {
  const onClose = vi.fn();
  const onDone = vi.fn();
  const invite = (body: InviteBusinessAdminRequest) =>
    callApi(BusinessConsoleApi.inviteOrganisationAdmin, { params: { organisationId: 7 }, body });
  const view = renderRoutes(
    [
      {
        path: '/',
        element: (
          <BusinessInviteDialog
            title="Invite an admin of Corner Group"
            explanation="An admin runs the organisation."
            schema={inviteBusinessAdminRequestSchema}
            invite={invite}
            onClose={onClose}
            onDone={onDone}
          />
        ),
      },
    ],
    '/',
  );
  const dialog = screen.getByRole('dialog', { name: 'Invite an admin of Corner Group' });
  return { ...view, dialog, onClose, onDone };
}

describe('the business invite dialog (MERCHANT-1, MERCHANT-2)', () => {
  it('invites the address, then shows the temporary password once', async () => {
    const asked: InviteBusinessAdminRequest[] = [];
    server.use(
      apiHandler(BusinessConsoleApi.inviteOrganisationAdmin, ({ body }) => {
        asked.push(body);
        return { person: anAdmin(body.email), temporaryPassword: 'tmp-Kq7#pw9' };
      }),
    );
    const { user, dialog, onClose, onDone } = renderInvite();
    expect(dialog).toHaveTextContent('An admin runs the organisation.');
    await user.type(within(dialog).getByLabelText('Email address'), 'owner@corner.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const sent = await screen.findByRole('dialog', { name: 'Invitation sent' });
    expect(within(sent).getByLabelText('Temporary password')).toHaveTextContent('tmp-Kq7#pw9');
    expect(sent).toHaveTextContent('is on its way to owner@corner.test.');
    expect(asked).toEqual([{ email: 'owner@corner.test' }]);
    expect(onDone).toHaveBeenCalledOnce();
    await user.click(within(sent).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('checks the address with the contract’s schema before any call', async () => {
    const asked: unknown[] = [];
    server.use(
      apiHandler(BusinessConsoleApi.inviteOrganisationAdmin, ({ body }) => {
        asked.push(body);
        return { person: anAdmin(body.email), temporaryPassword: 'never' };
      }),
    );
    const { user, dialog } = renderInvite();
    const email = within(dialog).getByLabelText('Email address');
    await user.type(email, 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Please enter a valid email address.')).toBeVisible();
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(asked).toEqual([]);
  });

  it('shows a taken address on the field and a failure above the form; Cancel closes', async () => {
    let answer = errorResponse(400, ErrorCode.emailTaken, 'This address has an account.');
    server.use(apiHandler(BusinessConsoleApi.inviteOrganisationAdmin, () => answer));
    const { user, dialog, onClose, onDone } = renderInvite();
    const email = within(dialog).getByLabelText('Email address');
    await user.type(email, 'taken@corner.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(email).toHaveAccessibleDescription('This address has an account.');

    answer = errorResponse(500, 'internal', 'Boom');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The invitation could not be made. Please try again.',
    );
    expect(onDone).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
