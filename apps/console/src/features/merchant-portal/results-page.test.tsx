import { BusinessApi } from '@citybook/contract/business';
import type { CurrentBusinessUser } from '@citybook/contract/business';
import { ReportsBusinessApi } from '@citybook/contract/reports';
import type { MerchantResults } from '@citybook/contract/reports';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiHandler, apiReply } from '../../testing/mocks/http-from-contract.ts';
import { server } from '../../testing/mocks/server.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { MerchantResultsPage } from './results-page.tsx';

const routes = [{ path: '/results', element: <MerchantResultsPage /> }];

const me: CurrentBusinessUser = {
  id: 7,
  email: 'admin@alpha.example',
  role: 'merchantAdmin',
  organisation: { id: 3, name: 'Alpha Group' },
  locations: [
    { id: 11, title: 'Alpha Diner', address: '1 Main St' },
    { id: 12, title: 'Bravo Books', address: '2 Main St' },
  ],
  secondFactor: false,
  signedInAt: '2031-03-10T12:00:00.000Z',
  sessionExpiresAt: '2031-03-10T20:00:00.000Z',
};

function resultsFor(query: URLSearchParams): MerchantResults {
  const merchantId = query.get('merchantId');
  return {
    from: query.get('from') ?? '',
    to: query.get('to') ?? '',
    merchantId: merchantId === null ? null : Number(merchantId),
    timeZones: ['America/Chicago'],
    totals: { redemptions: 5, checked: 3, savingsCents: 123_450 },
    repeatMembers: 2,
    byDay: [
      { day: query.get('from') ?? '', redemptions: 2, checked: 1, savingsCents: 50_000 },
      { day: query.get('to') ?? '', redemptions: 3, checked: 2, savingsCents: 73_450 },
    ],
    byOffer: [
      {
        offerId: 21,
        offerTitle: '=Two for one',
        merchantId: 11,
        merchantTitle: 'Alpha Diner',
        redemptions: 5,
        checked: 3,
        savingsCents: 123_450,
      },
    ],
    byLocation: [
      {
        merchantId: 11,
        merchantTitle: 'Alpha Diner',
        redemptions: 5,
        checked: 3,
        savingsCents: 123_450,
      },
      { merchantId: 12, merchantTitle: 'Bravo Books', redemptions: 0, checked: 0, savingsCents: 0 },
    ],
  };
}

const saved: { name: string; text: Promise<string> }[] = [];

beforeEach(() => {
  saved.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push({ name: '', text: (blob as Blob).text() });
    return 'blob:results';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
    this: HTMLAnchorElement,
  ) {
    const last = saved.at(-1);
    if (last) last.name = this.download;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

function answer() {
  const asked: URLSearchParams[] = [];
  server.use(
    apiReply(BusinessApi.getCurrentBusinessUser, me),
    apiHandler(ReportsBusinessApi.getMerchantResults, ({ query }) => {
      asked.push(query);
      return resultsFor(query);
    }),
  );
  return asked;
}

describe('the merchant portal’s results (MERCHANT-7)', () => {
  it('shows the totals, checked and not, repeat members and the three tables', async () => {
    answer();
    renderRoutes(routes, '/results?from=2031-03-08&to=2031-03-10');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
    const totals = await screen.findByRole('region', { name: 'Totals of the range' });
    const figure = (label: string) => within(totals).getByText(label).nextSibling;
    expect(figure('Redemptions')).toHaveTextContent('5');
    expect(figure('Members’ savings')).toHaveTextContent('$1,234.50');
    expect(figure('Checked at the counter')).toHaveTextContent('3');
    expect(figure('Not checked')).toHaveTextContent('2');
    expect(figure('Members who came back')).toHaveTextContent('2');
    expect(screen.getByText('Days are counted in America/Chicago.')).toBeVisible();
    const byDay = screen.getByRole('table', { name: 'Redemptions by day' });
    expect(
      within(byDay)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['2031-03-08', '2031-03-10']);
    const byLocation = screen.getByRole('table', { name: 'Redemptions by location' });
    const bravo = within(byLocation).getByRole('rowheader', { name: 'Bravo Books' }).closest('tr')!;
    expect(
      within(bravo)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '0', '0', '$0.00']);
    expect(screen.getByRole('table', { name: 'Redemptions by offer' })).toBeVisible();
  });

  it('asks for one location and the days chosen, kept in the address', async () => {
    const asked = answer();
    const { user, router } = renderRoutes(routes, '/results?from=2031-03-08&to=2031-03-10');
    await screen.findByRole('table', { name: 'Redemptions by day' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Bravo Books');
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2031-03-01');
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    await screen.findByRole('rowheader', { name: '2031-03-01' });
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({
      from: '2031-03-01',
      to: '2031-03-10',
      merchantId: '12',
    });
    expect(router.state.location.search).toBe('?from=2031-03-01&to=2031-03-10&merchantId=12');
  });

  it('checks the range on its fields before asking', async () => {
    const asked = answer();
    const { user } = renderRoutes(routes, '/results?from=2031-03-08&to=2031-03-10');
    await screen.findByRole('table', { name: 'Redemptions by day' });
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2031-03-01');
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription(/the range ends before it begins/);
    expect(asked).toHaveLength(1);
  });

  it('downloads each table as CSV, text a spreadsheet would run kept as text', async () => {
    answer();
    const { user } = renderRoutes(routes, '/results?from=2031-03-08&to=2031-03-10');
    await screen.findByRole('table', { name: 'Redemptions by offer' });
    await user.click(screen.getByRole('button', { name: 'Download CSV of Redemptions by offer' }));
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe(
      'citybook-redemptions-by-offer-all-locations-2031-03-08-to-2031-03-10.csv',
    );
    expect(await saved[0]!.text).toBe(
      'Offer,Location,Redemptions,Checked at the counter,Not checked,Members’ savings ($)\r\n' +
        "'=Two for one,Alpha Diner,5,3,2,1234.50\r\n",
    );
  });

  it('says so when the results cannot be loaded', async () => {
    server.use(
      apiReply(BusinessApi.getCurrentBusinessUser, me),
      apiHandler(ReportsBusinessApi.getMerchantResults, () => new Response(null, { status: 500 })),
    );
    renderRoutes(routes, '/results?from=2031-03-08&to=2031-03-10');
    expect(
      await screen.findByText('The results could not be loaded. Please try again.'),
    ).toBeVisible();
  });
});
