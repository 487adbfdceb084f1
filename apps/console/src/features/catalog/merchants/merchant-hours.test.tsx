import { ErrorCode } from '@citybook/contract/app';
import { CatalogConsoleApi, emptyOpeningHours } from '@citybook/contract/catalog';
import { ConsoleEditText } from '@citybook/contract/console-fields';
import type { LocationHours, MerchantEditor, OpeningHours } from '@citybook/contract/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiHandler, errorResponse } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import {
  aMerchantEditor,
  answerChoices,
  answerMerchantExtras,
} from './catalog-fixtures.test-helper.ts';
import { MerchantEditorPage } from './merchant-editor-page.tsx';

/* MERCHANT-14: operators edit a merchant's opening hours in the console's merchant editor. */

const routes = [{ path: '/merchants/:merchantId', element: <MerchantEditorPage /> }];

function serve(stored: { current: MerchantEditor }) {
  let hours: OpeningHours | null = null;
  const sent: unknown[] = [];
  const answer = (): LocationHours => ({
    merchantId: stored.current.id,
    title: stored.current.title,
    timeZone: 'America/Chicago',
    today: '2031-03-10',
    revision: stored.current.revision,
    openingHours: hours,
  });
  server.use(
    apiHandler(CatalogConsoleApi.getMerchantEditor, () => stored.current),
    apiHandler(CatalogConsoleApi.getOfferGrid, () => ({
      rows: [],
      total: 0,
      page: 1,
      pageSize: 100,
    })),
    apiHandler(CatalogConsoleApi.getMerchantHours, answer),
    apiHandler(CatalogConsoleApi.setMerchantHours, ({ body }) => {
      sent.push(body);
      hours = body.openingHours;
      stored.current = { ...stored.current, revision: stored.current.revision + 1 };
      return answer();
    }),
  );
  return sent;
}

describe('merchant editor: opening hours (MERCHANT-14)', () => {
  it('saves the hours under the editor’s revision, and the editor reads the merchant again', async () => {
    answerMerchantExtras();
    answerChoices();
    const stored = { current: aMerchantEditor({ revision: 6 }) };
    const sent = serve(stored);
    const { user } = renderRoutes(routes, `/merchants/${String(stored.current.id)}`);

    const form = await screen.findByRole('form', { name: 'Opening hours' });
    const saturday = within(form).getByRole('group', { name: 'Saturday' });
    await user.click(within(saturday).getByRole('button', { name: 'Add hours on Saturday' }));
    const closes = within(saturday).getByLabelText('Closes');
    await user.clear(closes);
    await user.type(closes, '02:00');
    await user.click(within(form).getByRole('button', { name: 'Save opening hours' }));

    expect(await screen.findByText('Saved. Members see the new hours now.')).toBeVisible();
    expect(sent).toEqual([
      {
        openingHours: {
          ...emptyOpeningHours(),
          week: { ...emptyOpeningHours().week, sat: [{ opens: '09:00', closes: '02:00' }] },
        },
        revision: 6,
      },
    ]);
    // The editor reads the merchant again: the next save names the revision the hours moved on to.
    await waitFor(() => expect(screen.getByRole('form', { name: 'Opening hours' })).not.toBe(form));
    const again = screen.getByRole('form', { name: 'Opening hours' });
    expect(
      within(within(again).getByRole('group', { name: 'Saturday' })).getByLabelText('Closes'),
    ).toHaveValue('02:00');
    await user.click(within(again).getByRole('button', { name: 'Save opening hours' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ revision: 7 });
  });

  it('says so when someone saved the merchant meanwhile, and saves over the newer revision next', async () => {
    answerMerchantExtras();
    answerChoices();
    const stored = { current: aMerchantEditor({ revision: 3 }) };
    const sent = serve(stored);
    const { user } = renderRoutes(routes, `/merchants/${String(stored.current.id)}`);

    const form = await screen.findByRole('form', { name: 'Opening hours' });
    // Someone else saves the merchant after the page loaded it.
    stored.current = { ...stored.current, revision: 4 };
    server.use(
      apiHandler(CatalogConsoleApi.setMerchantHours, ({ body }) => {
        sent.push(body);
        if (body.revision !== stored.current.revision)
          return errorResponse(409, ErrorCode.editConflict, ConsoleEditText.editConflict);
        stored.current = { ...stored.current, revision: stored.current.revision + 1 };
        return {
          merchantId: stored.current.id,
          title: stored.current.title,
          timeZone: 'America/Chicago',
          today: '2031-03-10',
          revision: stored.current.revision,
          openingHours: body.openingHours,
        };
      }),
    );
    await user.click(within(form).getByRole('button', { name: 'Save opening hours' }));
    expect(await screen.findByText(ConsoleEditText.editConflict)).toBeVisible();
    await user.click(
      within(screen.getByRole('form', { name: 'Opening hours' })).getByRole('button', {
        name: 'Save opening hours',
      }),
    );
    expect(await screen.findByText('Saved. Members see the new hours now.')).toBeVisible();
    expect(sent.map((body) => (body as { revision: number }).revision)).toEqual([3, 4]);
  });
});
