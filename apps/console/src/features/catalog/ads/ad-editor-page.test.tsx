import { ErrorCode } from '@citybook/contract/app';
import {
  AD_DAYS_MESSAGE,
  CatalogConsoleApi,
  CatalogMediaConsoleApi,
  MediaText,
  dayIn,
} from '@citybook/contract/catalog';
import type { MobileAdEditor } from '@citybook/contract/catalog';
import { ConsoleEditText } from '@citybook/contract/console-fields';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiHandler, errorResponse } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { field, retype, saveIntoConflict } from '../../../testing/editor-steps.ts';
import { AUSTIN, aMerchantRow, answerChoices } from '../merchants/catalog-fixtures.test-helper.ts';
import { AUSTIN_ZONE, aMobileAdEditor, anUploadedAdImage } from './ad-fixtures.test-helper.ts';
import { AdEditorPage } from './ad-editor-page.tsx';

const routes = [
  { path: '/ads', element: <h1>Ad list</h1> },
  { path: '/ads/:adId', element: <AdEditorPage /> },
];

/** The stored ad, as the server holds it now. */
function answerEditor(stored: { current: MobileAdEditor }) {
  server.use(apiHandler(CatalogConsoleApi.getMobileAdEditor, () => stored.current));
}

/** The live merchants of the market, narrowed by the search text as the server does. */
function answerMerchants(rows = [aMerchantRow({ title: 'Taco Stand' }), aMerchantRow()]) {
  const asked: Record<string, string>[] = [];
  server.use(
    apiHandler(CatalogConsoleApi.getMerchantGrid, ({ query }) => {
      asked.push(Object.fromEntries(query));
      const filter = query.get('filter')?.toLowerCase() ?? '';
      const found = rows.filter((row) => row.title.toLowerCase().includes(filter));
      return { rows: found, total: found.length, page: 1, pageSize: 100 };
    }),
  );
  return { rows, asked };
}

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'ad.png', { type: 'image/png' });

describe('ad editor', () => {
  it('shows the contract’s rules on their field and sends nothing', async () => {
    answerChoices();
    answerMerchants();
    let sent = 0;
    server.use(
      apiHandler(CatalogConsoleApi.createMobileAd, () => {
        sent += 1;
        return aMobileAdEditor();
      }),
    );
    const { user } = renderRoutes(routes, '/ads/new');
    await screen.findByLabelText('Title');
    await user.click(screen.getByRole('button', { name: 'Add ad' }));

    expect(await screen.findByText('Please enter a title.')).toBeVisible();
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Market')).toHaveAccessibleDescription('Please choose a market.');
    expect(field('Upload an image')).toHaveAccessibleDescription(/Please upload an image\./);
    expect(field('Upload an image')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(0);
  });

  it('says in which time zone the days are, and refuses a last day before the first', async () => {
    answerChoices();
    answerMerchants();
    const { user } = renderRoutes(routes, '/ads/new');
    await screen.findByRole('option', { name: AUSTIN.title });
    expect(field('First day')).toHaveAccessibleDescription(/choose the market first/);

    await user.selectOptions(field('Market'), AUSTIN.title);
    const today = dayIn(AUSTIN_ZONE, new Date());
    // A new ad starts today in its market.
    expect(field('First day')).toHaveValue(today);
    expect(field('First day')).toHaveAccessibleDescription(
      `A day in ${AUSTIN.title}’s time zone (${AUSTIN_ZONE}), where today is ${today}.`,
    );
    expect(field('Last day (optional)')).toHaveAccessibleDescription(
      new RegExp(`${AUSTIN_ZONE}.*Leave it empty to run until the ad is retired`),
    );

    await retype(user, 'First day', '2026-12-10');
    await user.type(field('Last day (optional)'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Add ad' }));
    expect(field('Last day (optional)')).toHaveAccessibleDescription(
      expect.stringContaining(AD_DAYS_MESSAGE),
    );
  });

  it('adds an ad with an uploaded image and a merchant, and gives it the image’s sizes', async () => {
    answerChoices();
    const { rows } = answerMerchants();
    const image = anUploadedAdImage();
    const stored = { current: aMobileAdEditor() };
    let created: unknown;
    let attached: unknown;
    server.use(
      apiHandler(CatalogMediaConsoleApi.uploadMedia, ({ query }) => {
        expect(query.get('use')).toBe('ad');
        return image;
      }),
      apiHandler(CatalogConsoleApi.createMobileAd, ({ body }) => {
        created = body;
        stored.current = { ...stored.current, ...body, schedule: 'running' };
        return stored.current;
      }),
      apiHandler(CatalogMediaConsoleApi.setAdImage, ({ params, body }) => {
        attached = { adId: params.adId, ...body };
        return undefined;
      }),
    );
    answerEditor(stored);
    const { user, router } = renderRoutes(routes, '/ads/new');
    await screen.findByRole('option', { name: AUSTIN.title });
    await user.type(field('Title'), 'Winter Tacos');
    expect(field('Slug')).toHaveValue('winter-tacos');
    await user.selectOptions(field('Market'), AUSTIN.title);
    await user.type(field('Find a merchant'), 'taco');
    await user.selectOptions(
      field('Merchant the ad opens'),
      await screen.findByRole('option', { name: 'Taco Stand (Austin)' }),
    );
    await user.type(field('Last day (optional)'), '2099-12-31');
    await user.upload(field('Upload an image'), png());

    const preview = await screen.findByRole('img', { name: 'Image of the ad Winter Tacos' });
    expect(preview).toHaveAttribute('src', image.sizes.src);
    expect(preview).toHaveAttribute('srcset', image.sizes.srcset);
    await user.click(screen.getByRole('button', { name: 'Add ad' }));

    expect(await screen.findByText('Winter Tacos is added.')).toBeVisible();
    expect(router.state.location.pathname).toBe(`/ads/${String(stored.current.id)}`);
    expect(created).toEqual({
      slug: 'winter-tacos',
      title: 'Winter Tacos',
      marketId: AUSTIN.id,
      image: image.sizes.src,
      merchantId: rows[0]!.id,
      sortOrder: 0,
      startsOn: dayIn(AUSTIN_ZONE, new Date()),
      endsOn: '2099-12-31',
    });
    expect(attached).toEqual({ adId: String(stored.current.id), mediaId: image.id });
    // The page now shows the stored ad, where its run stands.
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter Tacos' })).toBeVisible();
    expect(screen.getByText('Running')).toBeVisible();
  });

  it('shows the server’s refusal of a file, and of a merchant on its field', async () => {
    answerChoices();
    answerMerchants();
    const stored = { current: aMobileAdEditor({ title: 'Old ad' }) };
    answerEditor(stored);
    server.use(
      apiHandler(CatalogMediaConsoleApi.uploadMedia, () =>
        errorResponse(415, ErrorCode.unsupportedMediaType, MediaText.notAnImage),
      ),
      apiHandler(CatalogConsoleApi.updateMobileAd, () =>
        errorResponse(
          422,
          ErrorCode.invalidMerchant,
          'This merchant does not exist, is retired or is in another market.',
        ),
      ),
    );
    const { user } = renderRoutes(routes, `/ads/${String(stored.current.id)}`);
    await screen.findByRole('heading', { level: 1, name: 'Old ad' });
    await user.upload(field('Replace the image'), png());
    expect(await screen.findByText(MediaText.notAnImage)).toBeVisible();

    await user.selectOptions(
      field('Merchant the ad opens'),
      await screen.findByRole('option', { name: /Taco Stand/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(field('Merchant the ad opens')).toHaveAccessibleDescription(/is in another market/),
    );
    expect(field('Merchant the ad opens')).toHaveFocus();
  });

  it('says when someone else saved first, and reloads their version', async () => {
    answerChoices();
    answerMerchants();
    const stored = { current: aMobileAdEditor({ title: 'Old title' }) };
    answerEditor(stored);
    let revisionSent: unknown;
    server.use(
      apiHandler(CatalogConsoleApi.updateMobileAd, ({ body }) => {
        revisionSent = body.revision;
        stored.current = { ...stored.current, title: 'Their title', revision: 2 };
        return errorResponse(409, ErrorCode.editConflict, ConsoleEditText.editConflict);
      }),
    );
    const { user } = renderRoutes(routes, `/ads/${String(stored.current.id)}`);
    await screen.findByRole('heading', { level: 1, name: 'Old title' });
    await retype(user, 'Title', 'My title');
    const alert = await saveIntoConflict(user);
    expect(revisionSent).toBe(1);
    // What the editor typed is still there until they reload.
    expect(field('Title')).toHaveValue('My title');
    await user.click(within(alert).getByRole('button', { name: 'Reload the ad' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Their title' })).toBeVisible();
    expect(field('Title')).toHaveValue('Their title');
  });

  it('asks before leaving with unsaved changes', async () => {
    answerChoices();
    answerMerchants();
    const stored = { current: aMobileAdEditor() };
    answerEditor(stored);
    const { user, router } = renderRoutes(routes, `/ads/${String(stored.current.id)}`);
    await screen.findByRole('heading', { level: 1, name: stored.current.title });
    await user.type(field('Title'), ' again');
    await user.click(screen.getByRole('link', { name: 'All ads' }));

    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    expect(router.state.location.pathname).toBe(`/ads/${String(stored.current.id)}`);
    expect(field('Title')).toHaveValue(`${stored.current.title} again`);

    await user.click(screen.getByRole('link', { name: 'All ads' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave and discard' }),
    );
    expect(await screen.findByRole('heading', { name: 'Ad list' })).toBeVisible();
  });

  it('retires an ad after asking, and brings it back', async () => {
    answerChoices();
    answerMerchants();
    const stored = { current: aMobileAdEditor({ schedule: 'running' }) };
    answerEditor(stored);
    const sent: unknown[] = [];
    server.use(
      apiHandler(CatalogConsoleApi.setMobileAdRetired, ({ body }) => {
        sent.push(body);
        stored.current = {
          ...stored.current,
          retiredAt: body.retired ? '2026-11-27T10:00:00.000Z' : null,
          revision: stored.current.revision + 1,
        };
        return stored.current;
      }),
    );
    const { user } = renderRoutes(routes, `/ads/${String(stored.current.id)}`);
    expect(await screen.findByText('Running')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retire…' }));
    const dialog = screen.getByRole('dialog', { name: `Retire ${stored.current.title}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText(/is retired: members no longer see it/)).toBeVisible();
    expect(screen.getByText('Retired')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Bring back…' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Bring back' }),
    );
    expect(await screen.findByText(/is live again/)).toBeVisible();
    expect(sent).toEqual([
      { retired: true, revision: 1 },
      { retired: false, revision: 2 },
    ]);
  });
});
