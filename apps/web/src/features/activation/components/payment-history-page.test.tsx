import { PaymentHistoryText, ActivationApi } from '@citybook/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAccountPage } from '../../../testing/account-helpers.ts';
import type { HttpHandler } from 'msw';
import { apiError, apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { aPayment } from '../../../testing/subscription-fixtures.ts';
import { PaymentHistoryPage } from './payment-history-page.tsx';

function renderHistory(reply: HttpHandler) {
  server.use(reply);
  return renderAccountPage('/account/payments', <PaymentHistoryPage />);
}

describe('PaymentHistoryPage', () => {
  it('lists the charges newest first: date, plan, amount, card or store, and status', async () => {
    renderHistory(
      apiReply(ActivationApi.getPayments, [
        aPayment(4, {
          createdAt: '2027-01-23T12:00:00.000Z',
          purpose: 'renewal',
          planTitle: 'Annual',
          amount: 39.99,
          status: 'failed',
        }),
        aPayment(3, {
          createdAt: '2026-12-01T12:00:00.000Z',
          purpose: 'storePurchase',
          source: 'apple',
          card: null,
          status: 'refunded',
        }),
        aPayment(2, { source: 'google', purpose: 'storeRenewal', card: null, status: 'pending' }),
        aPayment(1),
      ]),
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Payment History' })).toBeVisible();
    expect(screen.getByText(PaymentHistoryText.loading)).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Payments' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'January 23, 2027$39.99Annual · RenewalVisa •••• 4242Failed',
      'December 1, 2026$4.99Monthly · PurchaseApp StoreRefunded',
      'November 24, 2026$4.99Monthly · RenewalGoogle PlayProcessing',
      'November 24, 2026$4.99Monthly · PurchaseVisa •••• 4242Paid',
    ]);
  });

  it('says when there is no payment yet', async () => {
    renderHistory(apiReply(ActivationApi.getPayments, []));

    expect(await screen.findByText(PaymentHistoryText.empty)).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says when the payments could not be loaded', async () => {
    renderHistory(apiError(ActivationApi.getPayments, 500, { code: 500, message: 'boom' }));

    expect(await screen.findByText(PaymentHistoryText.loadFailed)).toBeVisible();
  });
});
