import {
  ActivationApi,
  ConsentText,
  CURRENT_TERMS,
  PaymentHistoryText,
  renewalWording,
} from '@citybook/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAccountPage } from '../../../testing/account-helpers.ts';
import type { HttpHandler } from 'msw';
import { apiError, apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { aConsent, aPayment, aPaymentHistory } from '../../../testing/subscription-fixtures.ts';
import { PaymentHistoryPage } from './payment-history-page.tsx';

function renderHistory(reply: HttpHandler) {
  server.use(reply);
  return renderAccountPage('/account/payments', <PaymentHistoryPage />);
}

describe('PaymentHistoryPage', () => {
  it('lists the charges newest first: date, plan, amount, card or store, and status', async () => {
    renderHistory(
      apiReply(
        ActivationApi.getPayments,
        aPaymentHistory([
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
      ),
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Payment History' })).toBeVisible();
    expect(screen.getByText(PaymentHistoryText.loading)).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Payments' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'January 23, 2027Not chargedAnnual · Renewal · $39.99 declined by the cardVisa •••• 4242Declined',
      'December 1, 2026$4.99Monthly · PurchaseApp StoreRefunded',
      'November 24, 2026$4.99Monthly · RenewalGoogle PlayProcessing',
      'November 24, 2026$4.99Monthly · PurchaseVisa •••• 4242Paid',
    ]);
  });

  it('issue 32 item 9: a declined attempt beside the paid one reads as not charged, not as a second charge', async () => {
    renderHistory(
      apiReply(
        ActivationApi.getPayments,
        aPaymentHistory([
          aPayment(2, { purpose: 'renewal', status: 'failed' }),
          aPayment(1, { purpose: 'renewal', status: 'succeeded' }),
        ]),
      ),
    );

    const list = await screen.findByRole('list', { name: 'Payments' });
    const [declined, paid] = within(list).getAllByRole('listitem');
    expect(within(declined!).getByText(PaymentHistoryText.notCharged)).toBeVisible();
    expect(within(declined!).queryByText('$4.99')).not.toBeInTheDocument();
    expect(within(declined!).getByText(/\$4\.99 declined by the card$/)).toBeVisible();
    expect(within(declined!).getByText('Declined')).toBeVisible();
    expect(within(declined!).queryByText('Failed')).not.toBeInTheDocument();
    expect(within(paid!).getByText('$4.99')).toBeVisible();
    expect(within(paid!).getByText('Paid')).toBeVisible();
  });

  it('ACTIVATION-23: lists the terms the member agreed to, each with its renewal wording and text', async () => {
    const annualWording = renewalWording({ price: 39.99, period: 'year' });
    const { user } = renderHistory(
      apiReply(
        ActivationApi.getPayments,
        aPaymentHistory(
          [aPayment(1)],
          [
            aConsent(3, {
              agreedAt: '2027-02-02T12:00:00.000Z',
              kind: 'resume',
              planTitle: 'Annual',
              amount: 39.99,
              period: 'year',
              renewalWording: annualWording,
              button: 'Resume subscription',
            }),
            aConsent(2, {
              agreedAt: '2027-01-05T12:00:00.000Z',
              kind: 'change',
              planTitle: 'Annual',
              amount: 39.99,
              period: 'year',
              renewalWording: annualWording,
              button: 'Change plan',
            }),
            aConsent(1),
          ],
        ),
      ),
    );

    const section = await screen.findByRole('region', { name: ConsentText.section });
    const list = within(section).getByRole('list', { name: ConsentText.section });
    const rows = within(list).getAllByRole('listitem');
    expect(
      rows.map((row) => within(row).getByText(/^(Subscribed|Changed plan|Resumed)$/).textContent),
    ).toEqual(['Resumed', 'Changed plan', 'Subscribed']);
    const [resumed, , bought] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(resumed).toHaveTextContent('February 2, 2027');
    expect(within(resumed).getByText('Annual subscription')).toBeVisible();
    expect(within(resumed).getByText('$39.99 / year')).toBeVisible();
    expect(within(resumed).getByText(annualWording)).toBeVisible();
    expect(within(resumed).getByText('Pressed “Resume subscription”')).toBeVisible();
    expect(
      within(bought).getByText(renewalWording({ price: 4.99, period: 'month' })),
    ).toBeVisible();

    // The terms of the version agreed to, folded until asked for.
    const terms = within(bought).getByRole('document', {
      name: ConsentText.termsTitle(CURRENT_TERMS.version),
      hidden: true,
    });
    expect(terms).not.toBeVisible();
    await user.click(within(bought).getByText(ConsentText.readTerms));
    expect(terms).toBeVisible();
    expect(terms).toHaveTextContent(/Automatic renewal\. Your subscription renews automatically/);
  });

  it('says when there is no payment yet', async () => {
    renderHistory(apiReply(ActivationApi.getPayments, aPaymentHistory([])));

    expect(await screen.findByText(PaymentHistoryText.empty)).toBeVisible();
    expect(screen.getByText(ConsentText.none)).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says when the payments could not be loaded', async () => {
    renderHistory(apiError(ActivationApi.getPayments, 500, { code: 500, message: 'boom' }));

    expect(await screen.findByText(PaymentHistoryText.loadFailed)).toBeVisible();
  });

  it('issue 32 item 12: a load refused with 400 shows the server’s message', async () => {
    renderHistory(
      apiError(ActivationApi.getPayments, 400, { code: 'badRequest', message: 'Not for you.' }),
    );

    expect(await screen.findByText('Not for you.')).toBeVisible();
    expect(screen.queryByText(PaymentHistoryText.loadFailed)).not.toBeInTheDocument();
  });
});
