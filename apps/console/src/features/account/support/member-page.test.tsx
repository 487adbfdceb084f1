import { AccountConsoleApi } from '@citybook/contract/account';
import { ErrorCode } from '@citybook/contract/app';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiHandler, apiReply, errorResponse } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { MemberPage } from './member-page.tsx';
import { aSupportMember } from './support-fixtures.test-helper.ts';

const routes = [{ path: '/support/members/:memberId', element: <MemberPage /> }];

describe('a member’s page (OPERATOR-19, OPERATOR-22)', () => {
  it('shows every section, with the verification codes and the card only as brand and last 4', async () => {
    server.use(apiReply(AccountConsoleApi.getSupportMember, aSupportMember()));
    renderRoutes(routes, '/support/members/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Member' })).toBeVisible();
    for (const name of [
      'Profile',
      'Subscription',
      'Activations',
      'Redemptions',
      'Payments',
      'Devices',
      'Security',
      'Support history',
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    expect(screen.getByRole('cell', { name: '7K3M9Q' })).toBeVisible();
    expect(screen.getByText('Visa •••• 4242, expires 12/27')).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Chrome on macOS' })).toBeVisible();
  });

  it('refunds a payment: the reason is required, then the result is said and the page reloads', async () => {
    let loads = 0;
    const sent: unknown[] = [];
    server.use(
      apiHandler(AccountConsoleApi.getSupportMember, () => {
        loads += 1;
        return loads === 1
          ? aSupportMember()
          : aSupportMember({
              supportHistory: [
                {
                  at: '2026-04-05T10:00:00.000Z',
                  staffEmail: 'sam@citybook.test',
                  action: 'member.refundPayment',
                  reason: 'Charged twice this month',
                },
              ],
            });
      }),
      apiHandler(AccountConsoleApi.refundMemberPayment, ({ body, params }) => {
        sent.push({ body, params });
        return { message: 'The payment was refunded, and the member gets a receipt.' };
      }),
    );
    const { user } = renderRoutes(routes, '/support/members/42');
    await user.click(await screen.findByRole('button', { name: /Refund \$9\.99 of/ }));
    const dialog = screen.getByRole('dialog', { name: 'Refund $9.99' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund $9.99' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(/at least 5 characters/);
    expect(sent).toEqual([]);

    await user.type(reason, 'Charged twice this month');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $9.99' }));
    expect(
      await within(dialog).findByText('The payment was refunded, and the member gets a receipt.'),
    ).toBeVisible();
    expect(sent).toEqual([
      { body: { reason: 'Charged twice this month' }, params: { memberId: '42', paymentId: '55' } },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Reason: Charged twice this month')).toBeVisible();
    expect(screen.getByText('Refunded a payment')).toBeVisible();
  });

  it('says when a payment is refunded already, in the dialog', async () => {
    server.use(
      apiReply(AccountConsoleApi.getSupportMember, aSupportMember()),
      apiHandler(AccountConsoleApi.refundMemberPayment, () =>
        errorResponse(
          409,
          ErrorCode.alreadyRefunded,
          'This payment is refunded already, or its refund is under way.',
        ),
      ),
    );
    const { user } = renderRoutes(routes, '/support/members/42');
    await user.click(await screen.findByRole('button', { name: /Refund \$9\.99 of/ }));
    const dialog = screen.getByRole('dialog', { name: 'Refund $9.99' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Charged twice');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $9.99' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This payment is refunded already, or its refund is under way.',
    );
  });

  it('extends a book with a new last day, the server’s refusal shown on the date', async () => {
    server.use(
      apiReply(AccountConsoleApi.getSupportMember, aSupportMember()),
      apiHandler(AccountConsoleApi.extendMemberActivation, () =>
        errorResponse(
          409,
          ErrorCode.notExtendable,
          'Choose a day after the current end and at most 366 days after it.',
        ),
      ),
    );
    const { user } = renderRoutes(routes, '/support/members/42');
    await user.click(
      await screen.findByRole('button', { name: 'Extend activation ABCD1234EFGH5678' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Extend activation ABCD1234EFGH5678' });
    await user.type(within(dialog).getByLabelText('New last day'), '2029-01-01');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Book arrived late');
    await user.click(within(dialog).getByRole('button', { name: 'Extend' }));
    const date = within(dialog).getByLabelText('New last day');
    expect(await within(dialog).findByText(/at most 366 days after it/)).toBeVisible();
    expect(date).toHaveAttribute('aria-invalid', 'true');
  });
});
