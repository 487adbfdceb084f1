import { CatalogApi } from '@citybook/contract/catalog';
import type { Merchant, OpeningHours } from '@citybook/contract/catalog';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMerchant } from '../../../testing/catalog-browse-fixtures.ts';
import { accountStateHandler } from '../../../testing/mocks/catalog-handlers.ts';
import { apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { MerchantPage } from './merchant-page.tsx';

/* CATALOG-26: the opening hours on the member's merchant page, on the market's clock. */

const lunchAndDinner = [
  { opens: '08:00', closes: '14:00' },
  { opens: '17:00', closes: '22:00' },
];
const hours: OpeningHours = {
  week: {
    mon: lunchAndDinner,
    tue: lunchAndDinner,
    wed: lunchAndDinner,
    thu: lunchAndDinner,
    fri: [{ opens: '17:00', closes: '02:00' }],
    sat: [{ opens: '10:00', closes: '02:00' }],
    sun: [],
  },
  exceptions: [
    { date: '2027-11-25', note: 'Thanksgiving', spans: [] },
    { date: '2027-12-24', note: 'Christmas Eve', spans: [{ opens: '09:00', closes: '15:00' }] },
  ],
};

function renderAt(iso: string, merchant: Merchant) {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date(iso));
  server.use(
    apiReply(CatalogApi.getMerchant, merchant, { params: { id: merchant.id }, query: {} }),
    accountStateHandler({ favoriteMerchantIds: [] }),
  );
  return renderRoutes(
    [
      {
        path: '/offers/category/1/merchant/:id',
        element: (
          <Suspense fallback={<p>Loading</p>}>
            <MerchantPage
              marketId={1}
              categoryId={1}
              merchantId={merchant.id}
              position={undefined}
              timeZone="America/Chicago"
            />
          </Suspense>
        ),
      },
    ],
    { initialEntries: [`/offers/category/1/merchant/${String(merchant.id)}`] },
  );
}

const withHours = aMerchant(4, { title: 'Luigi’s Bistro', openingHours: hours });

async function hoursSection() {
  return (await screen.findByRole('heading', { level: 2, name: 'Opening hours' })).closest(
    'section',
  )!;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('CATALOG-26 MerchantHours on the merchant page', () => {
  it('says it is open now and when it closes, and lists the week with today marked', async () => {
    // Wednesday 2027-03-10, 12:00 in Chicago.
    renderAt('2027-03-10T18:00:00Z', withHours);
    const section = await hoursSection();
    expect(section).toHaveTextContent('Open now · closes 2 pm');

    const summary = within(section).getByText('Weekly hours');
    const table = within(section).getByRole('table', { hidden: true });
    expect(table).not.toBeVisible();
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) }).click(summary);
    expect(table).toBeVisible();
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Monday8 am – 2 pm, 5 pm – 10 pm',
      'Tuesday8 am – 2 pm, 5 pm – 10 pm',
      'Wednesday8 am – 2 pm, 5 pm – 10 pm',
      'Thursday8 am – 2 pm, 5 pm – 10 pm',
      'Friday5 pm – 2 am',
      'Saturday10 am – 2 am',
      'SundayClosed',
    ]);
    expect(rows[2]).toHaveAttribute('aria-current', 'date');
    expect(rows.filter((row) => row.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('follows the clock: at closing time it says when it opens again', async () => {
    renderAt('2027-03-10T19:59:00Z', withHours); // 13:59 in Chicago
    const section = await hoursSection();
    expect(section).toHaveTextContent('Open now · closes 2 pm');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(section).toHaveTextContent('Closed · opens 5 pm');
  });

  it('on a closed special day says so with its note, the next opening and the special days', async () => {
    // Thanksgiving 2027-11-25, noon in Chicago.
    renderAt('2027-11-25T18:00:00Z', withHours);
    const section = await hoursSection();
    expect(section).toHaveTextContent('Closed · opens Fri 5 pm');
    expect(within(section).getByText('Thanksgiving: closed today')).toBeVisible();
    const special = within(section).getByRole('list', { hidden: true });
    expect(within(special).getAllByRole('listitem', { hidden: true })[0]).toHaveTextContent(
      'Thu, Nov 25 · Thanksgiving · Closed',
    );
  });

  it('shows special hours of the day with the note', async () => {
    // Christmas Eve 2027, 10:00 in Chicago.
    renderAt('2027-12-24T16:00:00Z', withHours);
    const section = await hoursSection();
    expect(section).toHaveTextContent('Open now · closes 3 pm');
    expect(within(section).getByText('Christmas Eve: 9 am – 3 pm today')).toBeVisible();
  });

  it('shows nothing about hours for a location without any (never “Closed”)', async () => {
    renderAt('2027-03-10T18:00:00Z', aMerchant(5, { title: 'No Hours Café' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'No Hours Café' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Opening hours' })).toBeNull();
    expect(screen.queryByText(/Closed|Open now/)).toBeNull();
  });
});
