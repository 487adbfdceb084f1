import { CatalogConsoleApi } from '@citybook/contract/catalog';
import type { MobileAdGridRow } from '@citybook/contract/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiHandler } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { AUSTIN, answerChoices } from '../merchants/catalog-fixtures.test-helper.ts';
import { anAdRow } from './ad-fixtures.test-helper.ts';
import { AdsPage } from './ads-page.tsx';

const routes = [
  { path: '/ads', element: <AdsPage /> },
  { path: '/ads/:adId', element: <h1>Ad editor</h1> },
];

/** The ad grid over these rows; records each query it was asked. */
function answerAds(rows: MobileAdGridRow[]) {
  const asked: Record<string, string>[] = [];
  server.use(
    apiHandler(CatalogConsoleApi.getMobileAdGrid, ({ query }) => {
      asked.push(Object.fromEntries(query));
      return { rows, total: rows.length, page: 1, pageSize: 25 };
    }),
  );
  return asked;
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

describe('mobile ads grid', () => {
  it('lists each ad with its market, days and where its run stands', async () => {
    answerChoices();
    const running = anAdRow({ title: 'Tacos all winter' });
    const scheduled = anAdRow({
      title: 'Holiday brunch',
      startsOn: '2026-12-20',
      endsOn: '2026-12-31',
      schedule: 'scheduled',
    });
    const ended = anAdRow({ title: 'Summer', endsOn: '2026-08-31', schedule: 'ended' });
    const retired = anAdRow({ title: 'Old one', retired: true, schedule: 'running' });
    answerAds([running, scheduled, ended, retired]);
    renderRoutes(routes, '/ads');

    await screen.findByRole('table', { name: 'Mobile ads' });
    await screen.findByRole('link', { name: 'Tacos all winter' });
    expect(rowOf('Tacos all winter')).toHaveTextContent(AUSTIN.title);
    expect(rowOf('Tacos all winter')).toHaveTextContent('No end');
    expect(within(rowOf('Tacos all winter')).getByText('Running')).toBeVisible();
    expect(rowOf('Holiday brunch')).toHaveTextContent('2026-12-20');
    expect(within(rowOf('Holiday brunch')).getByText('Scheduled')).toBeVisible();
    expect(within(rowOf('Summer')).getByText('Ended')).toBeVisible();
    // Retired outranks the run: members see it on no day.
    expect(within(rowOf('Old one')).getByText('Retired')).toBeVisible();
    expect(within(rowOf('Old one')).queryByText('Running')).not.toBeInTheDocument();
  });

  it('sends the filters and the order to the server and keeps them in the address', async () => {
    answerChoices();
    const asked = answerAds([anAdRow()]);
    const { user, router } = renderRoutes(routes, '/ads');
    await screen.findByRole('table', { name: 'Mobile ads' });
    await screen.findByRole('option', { name: AUSTIN.title });

    await user.selectOptions(screen.getByLabelText('Market'), AUSTIN.title);
    await user.selectOptions(screen.getByLabelText('Run'), 'Scheduled');
    await user.selectOptions(screen.getByLabelText('Status'), 'Live');
    await user.click(screen.getByRole('button', { name: /First day/ }));

    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({
        marketId: String(AUSTIN.id),
        schedule: 'scheduled',
        retired: 'live',
        sort: 'startsOn',
      }),
    );
    expect(router.state.location.search).toContain('schedule=scheduled');
  });

  it('opens a new ad and a stored one', async () => {
    answerChoices();
    const ad = anAdRow();
    answerAds([ad]);
    const { user, router } = renderRoutes(routes, '/ads');
    await user.click(await screen.findByRole('link', { name: ad.title }));
    expect(router.state.location.pathname).toBe(`/ads/${String(ad.id)}`);
    await router.navigate('/ads');
    await user.click(await screen.findByRole('link', { name: 'New ad' }));
    expect(router.state.location.pathname).toBe('/ads/new');
  });
});
