import { ErrorCode } from '@citybook/contract/app';
import { OfferChangeConsoleApi } from '@citybook/contract/catalog';
import type { OfferChangeGridRow, OfferChangeReview } from '@citybook/contract/catalog';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, apiHandler, apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { ChangeRequestPage, ChangeRequestText } from './change-request-page.tsx';
import { ChangeRequestsPage } from './change-requests-page.tsx';

const routes = [
  { path: '/change-requests', element: <ChangeRequestsPage /> },
  { path: '/change-requests/:requestId', element: <ChangeRequestPage /> },
];

function aRow(overrides: Partial<OfferChangeGridRow> = {}): OfferChangeGridRow {
  return {
    id: 5,
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
    organisationName: 'Alpha Group',
    requestedBy: 'admin@alpha.example',
    ...overrides,
  };
}

function aReview(
  overrides: Partial<OfferChangeReview['request']> = {},
  revision = 4,
): OfferChangeReview {
  return {
    request: { ...aRow(), decidedBy: null, ...overrides },
    offer: { id: 21, title: 'Two for one', exclusion: 'Dine-in only.', revision, retiredAt: null },
  };
}

describe('offer change requests, the operators’ side (MERCHANT-9)', () => {
  it('lists the requests from the server, filtered by state in the address', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      apiHandler(OfferChangeConsoleApi.getOfferChangeGrid, ({ query }) => {
        queries.push(query);
        return { rows: [aRow()], total: 1, page: 1, pageSize: 25 };
      }),
    );
    const { user, router } = renderRoutes(routes, '/change-requests');
    const table = await screen.findByRole('table', { name: 'Offer change requests' });
    const row = (await within(table).findByRole('link', { name: 'Two for one' })).closest('tr')!;
    expect(row).toHaveTextContent('Alpha Diner');
    expect(row).toHaveTextContent('title');
    expect(row).toHaveTextContent('Pending');
    await user.selectOptions(screen.getByLabelText('State'), 'Pending');
    expect(router.state.location.search).toBe('?state=pending');
    expect(queries.at(-1)?.get('state')).toBe('pending');
  });

  it('approves over the offer’s revision, then shows the request approved', async () => {
    const approvals: unknown[] = [];
    server.use(
      apiReply(OfferChangeConsoleApi.getOfferChangeReview, aReview()),
      apiHandler(OfferChangeConsoleApi.approveOfferChange, ({ body, params }) => {
        approvals.push({ body, params });
        return aReview(
          {
            state: 'approved',
            decidedAt: '2031-03-02T09:00:00.000Z',
            decidedBy: 'ed@citybook.example',
          },
          5,
        );
      }),
    );
    const { user } = renderRoutes(routes, '/change-requests/5');
    const comparison = await screen.findByRole('table', {
      name: 'The offer now and the change asked for',
    });
    expect(within(comparison).getByRole('row', { name: /Title/ })).toHaveTextContent(
      'TitleTwo for oneThree for two',
    );
    expect(within(comparison).getByRole('row', { name: /Terms/ })).toHaveTextContent('Unchanged');
    await user.click(screen.getByRole('button', { name: 'Approve the change' }));
    expect(await screen.findByText(ChangeRequestText.approved)).toBeVisible();
    expect(approvals).toEqual([{ body: { offerRevision: 4 }, params: { requestId: '5' } }]);
    expect(screen.getByText('Approved')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve the change' })).toBeNull();
  });

  it('says so when the offer changed since it was opened', async () => {
    server.use(
      apiReply(OfferChangeConsoleApi.getOfferChangeReview, aReview()),
      apiError(OfferChangeConsoleApi.approveOfferChange, 409, ErrorCode.editConflict),
    );
    const { user } = renderRoutes(routes, '/change-requests/5');
    await user.click(await screen.findByRole('button', { name: 'Approve the change' }));
    expect(await screen.findByText(ChangeRequestText.stale)).toBeVisible();
  });

  it('refuses with a reason, checked on its field', async () => {
    const refusals: unknown[] = [];
    server.use(
      apiReply(OfferChangeConsoleApi.getOfferChangeReview, aReview()),
      apiHandler(OfferChangeConsoleApi.refuseOfferChange, ({ body }) => {
        refusals.push(body);
        return aReview({
          state: 'refused',
          reason: 'Printed already.',
          decidedAt: '2031-03-02T09:00:00.000Z',
          decidedBy: 'ed@citybook.example',
        });
      }),
    );
    const { user } = renderRoutes(routes, '/change-requests/5');
    await user.click(await screen.findByRole('button', { name: 'Refuse' }));
    const reason = screen.getByRole('textbox', { name: /Reason for refusing/ });
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(refusals).toEqual([]);
    await user.type(reason, 'Printed already.');
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText(ChangeRequestText.refused)).toBeVisible();
    expect(refusals).toEqual([{ reason: 'Printed already.' }]);
    expect(screen.getByText(/Printed already\./, { selector: 'dd' })).toBeVisible();
  });
});
