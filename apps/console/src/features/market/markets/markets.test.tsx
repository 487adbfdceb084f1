import { ErrorCode } from '@citybook/contract/app';
import { ConsoleEditText } from '@citybook/contract/console-fields';
import { MarketConsoleApi } from '@citybook/contract/market';
import type { MarketEditor } from '@citybook/contract/market';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiHandler, errorResponse } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { field, retype } from '../../../testing/editor-steps.ts';
import { AUSTIN, DENVER, aMarketEditor, answerMarkets } from '../market-fixtures.test-helper.ts';
import { MarketEditorPage } from './market-editor-page.tsx';
import { MarketsPage } from './markets-page.tsx';

const routes = [
  { path: '/markets', element: <MarketsPage /> },
  { path: '/markets/:marketId', element: <MarketEditorPage /> },
  { path: '/editions', element: <h1>Edition list</h1> },
];

/** The stored market, as the server holds it now. */
function answerEditor(stored: { current: MarketEditor }) {
  server.use(apiHandler(MarketConsoleApi.getMarketEditor, () => stored.current));
}

describe('markets', () => {
  it('lists markets with their time zone, merchants and standing, and links to their editions', async () => {
    const asked = answerMarkets([AUSTIN, { ...DENVER, retired: true, liveMerchants: 0 }]);
    const { user, router } = renderRoutes(routes, '/markets');
    const austin = (await screen.findByRole('link', { name: 'Austin, TX' })).closest('tr')!;
    expect(austin).toHaveTextContent('America/Chicago');
    expect(within(austin).getByText('Live')).toBeVisible();
    const denver = screen.getByRole('link', { name: 'Denver, CO' }).closest('tr')!;
    expect(within(denver).getByText('Retired')).toBeVisible();

    await user.selectOptions(field('Status'), 'Live');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ retired: 'live' }));

    await user.click(screen.getByRole('link', { name: 'Editions of Austin, TX' }));
    expect(await screen.findByRole('heading', { name: 'Edition list' })).toBeVisible();
    expect(router.state.location.search).toBe(`?marketId=${String(AUSTIN.id)}`);
  });

  it('offers the IANA time zones and shows the time there now', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T13:34:00Z'));
    const { user } = renderRoutes(routes, '/markets/new');
    const zone = await screen.findByLabelText('Time zone');
    expect(within(zone).getByRole('group', { name: 'America' })).toBeInTheDocument();
    expect(
      within(zone).getByRole('option', { name: 'America/Chicago (UTC−06:00)' }),
    ).toBeInTheDocument();
    expect(
      within(zone).getByRole('option', { name: 'Asia/Tokyo (UTC+09:00)' }),
    ).toBeInTheDocument();
    expect(within(zone).getByRole('option', { name: 'UTC' })).toBeInTheDocument();

    await user.selectOptions(zone, 'America/Chicago');
    expect(zone).toHaveAccessibleDescription(
      /Local time there now: Fri 27 Nov, 07:34 \(UTC−06:00\)/,
    );
    await user.selectOptions(zone, 'Asia/Tokyo');
    expect(zone).toHaveAccessibleDescription(
      /Local time there now: Fri 27 Nov, 22:34 \(UTC\+09:00\)/,
    );
  });

  it('adds a market, with the rules on their fields first', async () => {
    const stored = { current: aMarketEditor() };
    let body: unknown;
    server.use(
      apiHandler(MarketConsoleApi.createMarket, (call) => {
        body = call.body;
        stored.current = { ...stored.current, ...call.body };
        return stored.current;
      }),
    );
    answerEditor(stored);
    const { user, router } = renderRoutes(routes, '/markets/new');
    await user.click(await screen.findByRole('button', { name: 'Add market' }));
    expect(await screen.findByText('Please enter a name.')).toBeVisible();
    expect(field('Time zone')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Time zone')).toHaveAccessibleDescription(/Please choose a time zone/);
    expect(field('Radius (miles)')).toHaveAccessibleDescription(
      /Please enter the radius in miles\./,
    );

    await user.type(field('Name'), 'Boulder, CO');
    expect(field('Slug')).toHaveValue('boulder-co');
    await user.selectOptions(field('Time zone'), 'America/Denver');
    await user.type(field('Centre latitude'), '40.015');
    await user.type(field('Centre longitude'), '-105.2705');
    await user.type(field('Radius (miles)'), '600');
    await user.click(screen.getByRole('button', { name: 'Add market' }));
    expect(await screen.findByText('The radius is at most 500 miles.')).toBeVisible();
    await retype(user, 'Radius (miles)', '25');
    await user.click(screen.getByRole('button', { name: 'Add market' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Boulder, CO' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/markets/${String(stored.current.id)}`);
    expect(body).toEqual({
      title: 'Boulder, CO',
      slug: 'boulder-co',
      timeZone: 'America/Denver',
      latitude: 40.015,
      longitude: -105.2705,
      radiusMiles: 25,
    });
  });

  it('keeps a stored zone the browser does not list, and shows the server’s refusal on its field', async () => {
    const stored = { current: aMarketEditor({ title: 'Old Town', timeZone: 'US/Central' }) };
    answerEditor(stored);
    let sent: unknown;
    server.use(
      apiHandler(MarketConsoleApi.updateMarket, (call) => {
        sent = call.body;
        return errorResponse(409, ErrorCode.slugTaken, ConsoleEditText.slugTaken);
      }),
    );
    const { user } = renderRoutes(routes, `/markets/${String(stored.current.id)}`);
    await screen.findByRole('heading', { level: 1, name: 'Old Town' });
    expect(field('Time zone')).toHaveValue('US/Central');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(ConsoleEditText.slugTaken)).toBeVisible();
    expect(field('Slug')).toHaveFocus();
    expect(sent).toMatchObject({ timeZone: 'US/Central', revision: 1 });
  });

  it('retires a market after saying what members lose, and brings it back', async () => {
    const stored = { current: aMarketEditor({ title: 'Austin, TX' }) };
    answerEditor(stored);
    const asked: boolean[] = [];
    server.use(
      apiHandler(MarketConsoleApi.setMarketRetired, (call) => {
        asked.push(call.body.retired);
        stored.current = {
          ...stored.current,
          retiredAt: call.body.retired ? '2026-11-27T10:00:00.000Z' : null,
          revision: stored.current.revision + 1,
        };
        return stored.current;
      }),
    );
    const { user } = renderRoutes(routes, `/markets/${String(stored.current.id)}`);
    await user.click(await screen.findByRole('button', { name: 'Retire…' }));
    const dialog = screen.getByRole('dialog', { name: 'Retire Austin, TX?' });
    expect(dialog).toHaveTextContent('Members who chose it keep it');
    await user.click(within(dialog).getByRole('button', { name: 'Retire' }));
    expect(
      await screen.findByText('Austin, TX is retired: members no longer see it.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Bring back…' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Bring back Austin, TX?' })).getByRole('button', {
        name: 'Bring back',
      }),
    );
    expect(await screen.findByText('Austin, TX is live again.')).toBeVisible();
    expect(asked).toEqual([true, false]);
  });
});
