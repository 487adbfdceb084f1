import { ErrorCode } from '@citybook/contract/app';
import { CatalogConsoleApi, RedemptionDataType } from '@citybook/contract/catalog';
import type { OfferEditor } from '@citybook/contract/catalog';
import { ConsoleEditText } from '@citybook/contract/console-fields';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiHandler, errorResponse } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { field, retype, saveIntoConflict } from '../../../testing/editor-steps.ts';
import { aMerchantEditor } from '../merchants/catalog-fixtures.test-helper.ts';
import { NewOfferPage, OfferEditorPage } from './offer-editor-page.tsx';
import {
  EDITION_2026,
  EDITION_2027,
  anOfferEditor,
  answerOfferEditor,
  answerOfferMarket,
} from './offer-fixtures.test-helper.ts';

const routes = [
  { path: '/merchants/:merchantId', element: <h1>Merchant page</h1> },
  { path: '/merchants/:merchantId/offers/new', element: <NewOfferPage /> },
  { path: '/offers/:offerId', element: <OfferEditorPage /> },
];

const preview = () => screen.getByRole('region', { name: 'What members read' });

/** A new offer's page for a live merchant of Austin. */
function newOfferOf(merchant = aMerchantEditor({ slug: 'taco-town', title: 'Taco Town' })) {
  answerOfferMarket();
  server.use(apiHandler(CatalogConsoleApi.getMerchantEditor, () => merchant));
  return merchant;
}

describe('offer editor', () => {
  it('adds an offer with rules set by their controls, previewed in members’ words', async () => {
    const merchant = newOfferOf();
    const stored = { current: anOfferEditor() };
    let body: unknown;
    server.use(
      apiHandler(CatalogConsoleApi.createOffer, (call) => {
        body = call.body;
        const { merchantId: _merchant, ...form } = call.body;
        stored.current = {
          ...stored.current,
          ...form,
          merchantTitle: merchant.title,
          exclusion: form.exclusion ?? '',
          redemptionData: form.redemptionData ?? '',
          rules: form.rules ?? null,
        };
        return stored.current;
      }),
    );
    answerOfferEditor(stored);
    const { user, router } = renderRoutes(routes, `/merchants/${String(merchant.id)}/offers/new`);
    await screen.findByLabelText('Title');
    expect(field('Edition')).toHaveValue(String(EDITION_2027.id));
    expect(within(preview()).getByText(/No rules: members can use it at any time/)).toBeVisible();

    await user.type(field('Title'), 'Two tacos for one');
    expect(field('Slug')).toHaveValue('taco-town-two-tacos-for-one');
    await user.type(field('Saving in dollars'), '7.50');
    await user.type(field('Terms (optional)'), 'One per table.');
    await user.type(field('Code shown at the counter (optional)'), 'TACO2');
    for (const day of ['Tuesday', 'Wednesday', 'Thursday'])
      await user.click(screen.getByRole('checkbox', { name: day }));
    await user.type(field('From'), '11:00');
    await user.type(field('To'), '15:00');
    await user.click(screen.getByRole('button', { name: 'Add a blackout date' }));
    await user.type(field('Blackout date 1'), '2027-12-25');
    await user.click(screen.getByRole('radio', { name: 'Dine-in only' }));
    await user.type(field('Smallest party (optional)'), '2');

    const lines = within(preview())
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(lines).toEqual([
      'Tue–Thu, 11 am – 3 pm',
      'Not on Dec 25, 2027',
      'Dine-in only',
      'Parties of 2 or more',
    ]);
    expect(preview()).toHaveTextContent('America/Chicago');

    await user.click(screen.getByRole('button', { name: 'Add offer' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two tacos for one' }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Two tacos for one is added.');
    expect(router.state.location.pathname).toBe(`/offers/${String(stored.current.id)}`);
    expect(body).toEqual({
      merchantId: merchant.id,
      slug: 'taco-town-two-tacos-for-one',
      editionId: EDITION_2027.id,
      title: 'Two tacos for one',
      exclusion: 'One per table.',
      redemptionDataTypeCode: RedemptionDataType.text,
      redemptionData: 'TACO2',
      savings: 7.5,
      sortOrder: 0,
      rules: {
        days: ['tue', 'wed', 'thu'],
        hours: { from: '11:00', to: '15:00' },
        blackoutDates: ['2027-12-25'],
        serviceMode: 'dineIn',
        partySize: { min: 2 },
      },
    });
    // The stored rules come back into the same controls.
    expect(screen.getByRole('checkbox', { name: 'Wednesday' })).toBeChecked();
    expect(field('Blackout date 1')).toHaveValue('2027-12-25');
  });

  it('shows the contract’s rules on their controls and sends nothing', async () => {
    const merchant = newOfferOf();
    let sent = 0;
    server.use(
      apiHandler(CatalogConsoleApi.createOffer, () => {
        sent += 1;
        return anOfferEditor();
      }),
    );
    const { user } = renderRoutes(routes, `/merchants/${String(merchant.id)}/offers/new`);
    await screen.findByLabelText('Title');
    await user.selectOptions(field('Redeemed with'), 'A link');
    await user.type(field('Address of the link'), 'tacos.example');
    await user.type(field('From'), '22:00');
    await user.click(screen.getByRole('button', { name: 'Add a date range' }));
    await user.type(field('Range 1: from'), '2027-06-02');
    await user.type(field('Range 1: to'), '2027-06-01');
    await user.type(field('Smallest party (optional)'), '6');
    await user.type(field('Largest party (optional)'), '2');
    await user.click(screen.getByRole('button', { name: 'Add offer' }));

    expect(await screen.findByText('Please enter a title.')).toBeVisible();
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Saving in dollars')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter what the member saves'),
    );
    expect(field('To')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter the time it ends.'),
    );
    expect(field('Range 1: to')).toHaveAccessibleDescription('From must not be after to.');
    expect(field('Range 1: to')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Largest party (optional)')).toHaveAccessibleDescription(
      'Min must not be above max.',
    );
    expect(sent).toBe(0);

    // Fixing a rule takes its error away as it is typed.
    await user.type(field('To'), '02:00');
    expect(field('To')).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(preview()).getByText('Every day, 10 pm – 2 am')).toBeVisible();

    // The redemption data is judged with the whole offer, once the rest is right.
    await user.type(field('Title'), 'Late tacos');
    await user.type(field('Saving in dollars'), '5');
    await user.click(screen.getByRole('button', { name: 'Remove range 1' }));
    await user.clear(field('Smallest party (optional)'));
    await user.click(screen.getByRole('button', { name: 'Add offer' }));
    expect(
      await screen.findByText('Please enter a full web address starting with http:// or https://.'),
    ).toBeVisible();
    expect(field('Address of the link')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(0);
  });

  it('shows the server’s refusal on its field', async () => {
    answerOfferMarket();
    const stored = { current: anOfferEditor() };
    answerOfferEditor(stored);
    server.use(
      apiHandler(CatalogConsoleApi.updateOffer, (call) =>
        call.body.slug === 'taken-slug'
          ? errorResponse(409, ErrorCode.slugTaken, ConsoleEditText.slugTaken)
          : errorResponse(
              422,
              ErrorCode.invalidEdition,
              'Please choose an edition of the merchant’s market.',
            ),
      ),
    );
    const { user } = renderRoutes(routes, `/offers/${String(stored.current.id)}`);
    await screen.findByRole('heading', { level: 1, name: stored.current.title });
    await retype(user, 'Slug', 'taken-slug');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(ConsoleEditText.slugTaken)).toBeVisible();
    expect(field('Slug')).toHaveAccessibleDescription(
      expect.stringContaining(ConsoleEditText.slugTaken),
    );
    expect(field('Slug')).toHaveFocus();

    await retype(user, 'Slug', 'free-slug');
    await user.selectOptions(field('Edition'), EDITION_2026.name);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(field('Edition')).toHaveAccessibleDescription(
      expect.stringContaining('Please choose an edition of the merchant’s market.'),
    );
    expect(field('Slug')).toHaveValue('free-slug');
  });

  it('says when someone else saved first, and reloads their version', async () => {
    answerOfferMarket();
    const stored = { current: anOfferEditor({ title: 'Old title' }) };
    answerOfferEditor(stored);
    let revisionSent: unknown;
    server.use(
      apiHandler(CatalogConsoleApi.updateOffer, (call) => {
        revisionSent = call.body.revision;
        // Another editor saved in between.
        stored.current = {
          ...stored.current,
          title: 'Their title',
          rules: { days: ['sat', 'sun'] },
          revision: 2,
        };
        return errorResponse(409, ErrorCode.editConflict, ConsoleEditText.editConflict);
      }),
    );
    const { user } = renderRoutes(routes, `/offers/${String(stored.current.id)}`);
    await screen.findByRole('heading', { level: 1, name: 'Old title' });
    await retype(user, 'Title', 'My title');
    const alert = await saveIntoConflict(user);
    expect(revisionSent).toBe(1);
    expect(field('Title')).toHaveValue('My title');
    await user.click(within(alert).getByRole('button', { name: 'Reload the offer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Their title' })).toBeVisible();
    expect(field('Title')).toHaveValue('Their title');
    expect(screen.getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
    expect(within(preview()).getByText('Sat, Sun')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('edits stored rules and clears them, sending what is left', async () => {
    answerOfferMarket();
    const stored = {
      current: anOfferEditor({
        rules: {
          days: ['mon', 'fri'],
          dateRanges: [{ from: '2027-06-01', to: '2027-08-31' }],
          minimumSpend: 20,
        },
      }),
    };
    answerOfferEditor(stored);
    let rulesSent: unknown;
    server.use(
      apiHandler(CatalogConsoleApi.updateOffer, (call) => {
        rulesSent = call.body.rules;
        stored.current = {
          ...stored.current,
          rules: call.body.rules ?? null,
          revision: stored.current.revision + 1,
        };
        return stored.current;
      }),
    );
    const { user } = renderRoutes(routes, `/offers/${String(stored.current.id)}`);
    await screen.findByRole('heading', { level: 1, name: stored.current.title });
    expect(field('Range 1: from')).toHaveValue('2027-06-01');
    expect(field('Minimum spend in dollars (optional)')).toHaveValue(20);
    expect(
      within(preview())
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Mon, Fri', 'Jun 1 – Aug 31, 2027', 'Minimum spend $20']);

    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    await user.click(screen.getByRole('button', { name: 'Remove range 1' }));
    await user.clear(field('Minimum spend in dollars (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(/Your changes to .* are saved\./)).toBeVisible();
    expect(rulesSent).toEqual({ days: ['fri'] });
    expect(within(preview()).getByText('Fri')).toBeVisible();
  });

  it('asks before leaving with unsaved changes', async () => {
    answerOfferMarket();
    const stored = { current: anOfferEditor() };
    answerOfferEditor(stored);
    const { user, router } = renderRoutes(routes, `/offers/${String(stored.current.id)}`);
    await screen.findByRole('heading', { level: 1, name: stored.current.title });
    await user.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    await user.click(screen.getByRole('link', { name: `Back to ${stored.current.merchantTitle}` }));

    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    expect(router.state.location.pathname).toBe(`/offers/${String(stored.current.id)}`);
    expect(screen.getByRole('checkbox', { name: 'Sunday' })).toBeChecked();

    await user.click(screen.getByRole('link', { name: `Back to ${stored.current.merchantTitle}` }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave and discard' }),
    );
    expect(await screen.findByRole('heading', { name: 'Merchant page' })).toBeVisible();
  });

  it('retires an offer, and says why it cannot come back under a retired merchant', async () => {
    answerOfferMarket();
    const stored: { current: OfferEditor } = { current: anOfferEditor({ redemptions: 3 }) };
    answerOfferEditor(stored);
    server.use(
      apiHandler(CatalogConsoleApi.setOfferRetired, (call) => {
        if (!call.body.retired)
          return errorResponse(
            422,
            ErrorCode.invalidMerchant,
            'This merchant does not exist or is retired.',
          );
        stored.current = {
          ...stored.current,
          retiredAt: '2026-11-27T10:00:00.000Z',
          revision: stored.current.revision + 1,
        };
        return stored.current;
      }),
    );
    const { user } = renderRoutes(routes, `/offers/${String(stored.current.id)}`);
    await user.click(await screen.findByRole('button', { name: 'Retire…' }));
    const dialog = screen.getByRole('dialog', { name: `Retire ${stored.current.title}?` });
    expect(dialog).toHaveTextContent('its 3 redemptions stay');
    await user.click(within(dialog).getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText(/is retired: members no longer see it/)).toBeVisible();
    expect(screen.getByText('Retired')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Bring back…' }));
    const back = screen.getByRole('dialog', { name: `Bring back ${stored.current.title}?` });
    await user.click(within(back).getByRole('button', { name: 'Bring back' }));
    expect(await within(back).findByRole('alert')).toHaveTextContent(
      'This merchant does not exist or is retired.',
    );
  });

  it('adds no offer to a retired merchant', async () => {
    const merchant = newOfferOf(aMerchantEditor({ retiredAt: '2026-11-20T10:00:00.000Z' }));
    renderRoutes(routes, `/merchants/${String(merchant.id)}/offers/new`);
    expect(await screen.findByText(/is retired, so members would not see/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add offer' })).not.toBeInTheDocument();
  });
});
