import { ErrorCode } from '@citybook/contract/app';
import { OfferChangeBusinessApi } from '@citybook/contract/catalog';
import type { OfferChangeRequest } from '@citybook/contract/catalog';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, apiHandler, apiReply } from '../../testing/mocks/http-from-contract.ts';
import { server } from '../../testing/mocks/server.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { OfferChangeRequestsPage } from './change-requests-page.tsx';

const routes = [{ path: '/offer-changes', element: <OfferChangeRequestsPage /> }];

const offers = [
  {
    id: 21,
    title: 'Two for one',
    exclusion: 'Dine-in only.',
    merchantId: 11,
    merchantTitle: 'Alpha Diner',
  },
  { id: 22, title: 'Free dessert', exclusion: '', merchantId: 12, merchantTitle: 'Bravo Books' },
];

function aRequest(overrides: Partial<OfferChangeRequest>): OfferChangeRequest {
  return {
    id: 1,
    offerId: 21,
    offerTitle: 'Two for one',
    merchantId: 11,
    merchantTitle: 'Alpha Diner',
    title: 'Three for two',
    exclusion: null,
    message: 'New menu.',
    state: 'pending',
    reason: null,
    createdAt: '2031-03-01T12:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

describe('offer change requests, the merchant’s side (MERCHANT-9)', () => {
  it('lists each request with its state and a refusal’s reason', async () => {
    server.use(
      apiReply(OfferChangeBusinessApi.getBusinessOffers, { offers }),
      apiReply(OfferChangeBusinessApi.getOfferChangeRequests, {
        requests: [
          aRequest({
            id: 2,
            state: 'refused',
            reason: 'The book is printed.',
            decidedAt: '2031-03-02T09:00:00.000Z',
          }),
          aRequest({ id: 1 }),
        ],
      }),
    );
    renderRoutes(routes, '/offer-changes');
    const list = await screen.findByRole('list', { name: 'Your change requests' });
    const [refused, pending] = within(list).getAllByRole('listitem');
    expect(refused).toHaveTextContent('Refused');
    expect(refused).toHaveTextContent('The book is printed.');
    expect(pending).toHaveTextContent('Waiting for Citybook');
    expect(pending).toHaveTextContent('Three for two');
  });

  it('sends a request for the offer chosen, then shows it in the list', async () => {
    const requests: OfferChangeRequest[] = [];
    const sent: unknown[] = [];
    server.use(
      apiReply(OfferChangeBusinessApi.getBusinessOffers, { offers }),
      apiHandler(OfferChangeBusinessApi.getOfferChangeRequests, () => ({ requests })),
      apiHandler(OfferChangeBusinessApi.sendOfferChangeRequest, ({ body }) => {
        sent.push(body);
        const made = aRequest({
          id: 3,
          offerId: 22,
          offerTitle: 'Free dessert',
          exclusion: 'Weekdays only.',
          title: null,
        });
        requests.push(made);
        return made;
      }),
    );
    const { user } = renderRoutes(routes, '/offer-changes');
    const offer = await screen.findByRole('combobox', { name: 'Offer' });
    await user.selectOptions(offer, 'Free dessert · Bravo Books');
    await user.type(screen.getByRole('textbox', { name: /New terms/ }), 'Weekdays only.');
    await user.type(screen.getByRole('textbox', { name: 'Why' }), 'We close at weekends.');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText(/Sent\. Citybook’s editors/)).toBeVisible();
    expect(sent).toEqual([
      { offerId: 22, title: '', exclusion: 'Weekdays only.', message: 'We close at weekends.' },
    ]);
    const list = await screen.findByRole('list', { name: 'Your change requests' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Weekdays only.');
  });

  it('checks the form on its fields: a change and a reason are needed', async () => {
    const sent: unknown[] = [];
    server.use(
      apiReply(OfferChangeBusinessApi.getBusinessOffers, { offers }),
      apiReply(OfferChangeBusinessApi.getOfferChangeRequests, { requests: [] }),
      apiHandler(OfferChangeBusinessApi.sendOfferChangeRequest, ({ body }) => {
        sent.push(body);
        return aRequest({});
      }),
    );
    const { user } = renderRoutes(routes, '/offer-changes');
    await user.click(await screen.findByRole('button', { name: 'Send the request' }));
    const title = screen.getByRole('textbox', { name: /New title/ });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(/Please enter a new title or new terms\./);
    expect(screen.getByRole('textbox', { name: 'Why' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('shows the server’s refusal of the offer on its field', async () => {
    server.use(
      apiReply(OfferChangeBusinessApi.getBusinessOffers, { offers }),
      apiReply(OfferChangeBusinessApi.getOfferChangeRequests, { requests: [] }),
      apiError(
        OfferChangeBusinessApi.sendOfferChangeRequest,
        422,
        ErrorCode.invalidOffer,
        'Please choose one of your offers.',
      ),
    );
    const { user } = renderRoutes(routes, '/offer-changes');
    await user.type(await screen.findByRole('textbox', { name: /New title/ }), 'Better');
    await user.type(screen.getByRole('textbox', { name: 'Why' }), 'Because.');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    const offer = screen.getByRole('combobox', { name: 'Offer' });
    expect(await screen.findByText('Please choose one of your offers.')).toBeVisible();
    expect(offer).toHaveAttribute('aria-invalid', 'true');
  });
});
