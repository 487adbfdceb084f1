import { ErrorCode } from '@citybook/contract/app';
import { ConsoleEditText } from '@citybook/contract/console-fields';
import { EDITION_DATES_MESSAGE, MarketConsoleApi } from '@citybook/contract/market';
import type { EditionEditor, EditionGridRow } from '@citybook/contract/market';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiHandler, errorResponse } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { field, retype, saveIntoConflict } from '../../../testing/editor-steps.ts';
import {
  AUSTIN,
  DENVER,
  anEditionEditor,
  anEditionRow,
  answerMarkets,
} from '../market-fixtures.test-helper.ts';
import { EditionEditorPage } from './edition-editor-page.tsx';
import { EditionsPage } from './editions-page.tsx';

const routes = [
  { path: '/editions', element: <EditionsPage /> },
  { path: '/editions/:editionId', element: <EditionEditorPage /> },
];

/** The edition grid over these rows; records each query it was asked. */
function answerEditions(rows: EditionGridRow[]) {
  const asked: Record<string, string>[] = [];
  server.use(
    apiHandler(MarketConsoleApi.getEditionGrid, ({ query }) => {
      asked.push(Object.fromEntries(query));
      return { rows, total: rows.length, page: 1, pageSize: 25 };
    }),
  );
  return asked;
}

/** The stored edition, as the server holds it now. */
function answerEditor(stored: { current: EditionEditor }) {
  server.use(apiHandler(MarketConsoleApi.getEditionEditor, () => stored.current));
}

/** A datetime-local field takes a whole value at once, as a browser's picker sets it. */
const setDateTime = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

describe('editions grid', () => {
  it('lists a market’s editions with their dates on its clock and where each stands', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-01T12:00:00Z'));
    answerMarkets();
    const current = anEditionRow({ name: 'Austin, TX 2027', year: 2027 });
    const next = anEditionRow({
      name: 'Austin, TX 2028',
      year: 2028,
      onSaleAt: '2027-09-01T05:00:00.000Z',
      validUntil: '2029-01-01T05:59:00.000Z',
      offers: 0,
    });
    const past = anEditionRow({
      name: 'Austin, TX 2026',
      year: 2026,
      onSaleAt: '2025-09-01T05:00:00.000Z',
      validUntil: '2027-01-01T05:59:00.000Z',
    });
    const forever = anEditionRow({
      name: 'Denver, CO',
      marketId: DENVER.id,
      marketTitle: DENVER.title,
      validUntil: null,
    });
    const asked = answerEditions([current, next, past, forever]);
    const { user, router } = renderRoutes(routes, `/editions?marketId=${String(AUSTIN.id)}`);

    const row = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;
    expect(within(await row('Austin, TX 2027')).getByText('On sale')).toBeVisible();
    expect(within(await row('Austin, TX 2028')).getByText('Upcoming')).toBeVisible();
    expect(within(await row('Austin, TX 2026')).getByText('Ended')).toBeVisible();
    // Dates as Austin's clock reads them, with the zone said.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Austin, TX 2027' }).closest('tr')).toHaveTextContent(
        '31 Dec 2027, 23:59 CST',
      ),
    );
    expect(await row('Denver, CO')).toHaveTextContent('Never ends');
    expect(await row('Denver, CO')).toHaveTextContent('31 Aug 2026, 23:00 MDT');
    expect(asked[0]).toMatchObject({ marketId: String(AUSTIN.id) });
    expect(field('Market')).toHaveValue(String(AUSTIN.id));

    // A new edition starts in the market the grid shows.
    expect(screen.getByRole('link', { name: 'New edition' })).toHaveAttribute(
      'href',
      `/editions/new?marketId=${String(AUSTIN.id)}`,
    );
    await user.selectOptions(field('Market'), 'All markets');
    await waitFor(() => expect(asked.at(-1)).not.toHaveProperty('marketId'));
    expect(router.state.location.search).toBe('');
  });
});

describe('edition editor', () => {
  it('makes a market’s edition from dates typed on the market’s clock, with their meaning beside them', async () => {
    answerMarkets();
    const stored = { current: anEditionEditor() };
    let body: unknown;
    server.use(
      apiHandler(MarketConsoleApi.createEdition, (call) => {
        body = call.body;
        stored.current = {
          ...stored.current,
          name: call.body.name,
          year: call.body.year,
          slug: call.body.slug,
        };
        return stored.current;
      }),
    );
    answerEditor(stored);
    const { user, router } = renderRoutes(routes, `/editions/new?marketId=${String(AUSTIN.id)}`);
    expect(await screen.findByLabelText('Market')).toHaveValue(String(AUSTIN.id));
    expect(field('On sale from')).toHaveAccessibleDescription(
      'On Austin, TX’s clock (America/Chicago).',
    );
    expect(screen.getByText(/From this moment members see its coupons as expired/)).toBeVisible();

    await retype(user, 'Year', '2028');
    await user.type(field('Name'), 'Austin, TX 2028');
    expect(field('Slug')).toHaveValue('austin-tx-2028');
    setDateTime('On sale from', '2027-09-01T00:00');
    setDateTime('Valid until', '2027-08-31T23:59');
    await user.click(screen.getByRole('button', { name: 'Add edition' }));
    expect(await screen.findByText(EDITION_DATES_MESSAGE)).toBeVisible();
    expect(field('Valid until')).toHaveAttribute('aria-invalid', 'true');
    expect(body).toBeUndefined();

    setDateTime('Valid until', '2028-12-31T23:59');
    await user.click(screen.getByRole('button', { name: 'Add edition' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Austin, TX 2028' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/editions/${String(stored.current.id)}`);
    expect(body).toEqual({
      marketId: AUSTIN.id,
      slug: 'austin-tx-2028',
      name: 'Austin, TX 2028',
      year: 2028,
      // Austin is on daylight time in September and on standard time in December.
      onSaleAt: '2027-09-01T00:00:00-05:00',
      validUntil: '2028-12-31T23:59:00-06:00',
    });
  });

  it('says when the markets could not be loaded, and tries again', async () => {
    server.use(
      apiHandler(
        MarketConsoleApi.getMarketGrid,
        () => errorResponse(500, ErrorCode.unknown, 'Something went wrong.'),
        { once: true },
      ),
    );
    const { user } = renderRoutes(routes, '/editions/new');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The edition could not be loaded.');
    answerMarkets();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: DENVER.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'New edition' })).toBeVisible();
  });

  it('asks for the market, the dates and a year a market has not used, on their fields', async () => {
    answerMarkets();
    server.use(
      apiHandler(MarketConsoleApi.createEdition, () =>
        errorResponse(
          409,
          ErrorCode.editionYearTaken,
          'This market has an edition of 2027 already: edit that one.',
        ),
      ),
    );
    const { user } = renderRoutes(routes, '/editions/new');
    await user.click(await screen.findByRole('button', { name: 'Add edition' }));
    expect(await screen.findByText('Please choose a market.')).toBeVisible();
    expect(field('Market')).toHaveAttribute('aria-invalid', 'true');
    expect(field('On sale from')).toHaveAccessibleDescription(
      /Please enter the day and time it goes on sale\./,
    );
    expect(field('Valid until')).toHaveAccessibleDescription(/or choose that it never ends/);

    await user.selectOptions(field('Market'), DENVER.title);
    expect(field('On sale from')).toHaveAccessibleDescription(
      /On Denver, CO’s clock \(America\/Denver\)\./,
    );
    await user.type(field('Name'), 'Denver 2027');
    await retype(user, 'Year', '2027');
    setDateTime('On sale from', '2026-09-01T00:00');
    await user.click(screen.getByRole('checkbox', { name: 'The book never ends' }));
    expect(field('Valid until')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add edition' }));
    expect(
      await screen.findByText('This market has an edition of 2027 already: edit that one.'),
    ).toBeVisible();
    expect(field('Year')).toHaveFocus();
  });

  it('moves a stored edition’s end, saying what it moves, and keeps its market and slug', async () => {
    const stored = {
      current: anEditionEditor({
        name: 'Austin, TX 2027',
        slug: 'austin-2027',
        offers: 1,
        codes: 250,
      }),
    };
    answerMarkets();
    answerEditor(stored);
    let body: unknown;
    server.use(
      apiHandler(MarketConsoleApi.updateEdition, (call) => {
        body = call.body;
        stored.current = { ...stored.current, revision: 2, validUntil: '2028-01-31T05:59:00.000Z' };
        return stored.current;
      }),
    );
    const { user } = renderRoutes(routes, `/editions/${String(stored.current.id)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Austin, TX 2027' })).toBeVisible();
    expect(screen.getByText('1 offer and 250 printed codes.', { exact: false })).toBeVisible();
    expect(screen.getByText('austin-2027')).toBeVisible();
    expect(screen.queryByLabelText('Market')).toBeNull();
    expect(field('Valid until')).toHaveValue('2027-12-31T23:59');
    expect(field('On sale from')).toHaveValue('2026-09-01T00:00');

    setDateTime('Valid until', '2028-01-30T23:59');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes to Austin, TX 2027 are saved.')).toBeVisible();
    expect(body).toEqual({
      name: 'Austin, TX 2027',
      year: 2027,
      onSaleAt: '2026-09-01T00:00:00-05:00',
      validUntil: '2028-01-30T23:59:00-06:00',
      revision: 1,
    });
    expect(field('Valid until')).toHaveValue('2028-01-30T23:59');
  });

  it('says when someone else saved first, and asks before leaving unsaved changes', async () => {
    const stored = { current: anEditionEditor({ name: 'Austin, TX 2027' }) };
    answerMarkets();
    answerEditor(stored);
    server.use(
      apiHandler(MarketConsoleApi.updateEdition, () => {
        stored.current = { ...stored.current, revision: 2, name: 'Austin 2027 (reprint)' };
        return errorResponse(409, ErrorCode.editConflict, ConsoleEditText.editConflict);
      }),
      apiHandler(MarketConsoleApi.getEditionGrid, () => ({
        rows: [],
        total: 0,
        page: 1,
        pageSize: 25,
      })),
    );
    const { user, router } = renderRoutes(routes, `/editions/${String(stored.current.id)}`);
    await screen.findByRole('heading', { level: 1, name: 'Austin, TX 2027' });
    await user.click(screen.getByRole('checkbox', { name: 'The book never ends' }));
    await user.click(screen.getByRole('link', { name: 'All editions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    expect(router.state.location.pathname).toBe(`/editions/${String(stored.current.id)}`);

    const alert = await saveIntoConflict(user);
    await user.click(within(alert).getByRole('button', { name: 'Reload the edition' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Austin 2027 (reprint)' }),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'The book never ends' })).not.toBeChecked();
  });
});
