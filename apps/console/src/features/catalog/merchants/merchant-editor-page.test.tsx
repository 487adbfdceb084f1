import { ErrorCode } from '@citybook/contract/app';
import { CatalogConsoleApi, CatalogMediaConsoleApi, MediaText } from '@citybook/contract/catalog';
import type { MerchantEditor } from '@citybook/contract/catalog';
import { ConsoleEditText } from '@citybook/contract/console-fields';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiHandler, errorResponse } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { field, retype, saveIntoConflict } from '../../../testing/editor-steps.ts';
import {
  AUSTIN,
  COFFEE,
  aMerchantEditor,
  answerChoices,
  answerMerchantExtras,
} from './catalog-fixtures.test-helper.ts';
import { MerchantEditorPage } from './merchant-editor-page.tsx';

const routes = [
  { path: '/merchants', element: <h1>Merchant list</h1> },
  { path: '/merchants/:merchantId', element: <MerchantEditorPage /> },
];

/** The stored merchant, as the server holds it now (its offers are tested on their own). */
function answerEditor(stored: { current: MerchantEditor }) {
  server.use(
    apiHandler(CatalogConsoleApi.getMerchantEditor, () => stored.current),
    apiHandler(CatalogConsoleApi.getOfferGrid, () => ({
      rows: [],
      total: 0,
      page: 1,
      pageSize: 100,
    })),
  );
}

describe('merchant editor', () => {
  beforeEach(() => answerMerchantExtras());

  it('shows the contract’s rules on their field and sends nothing', async () => {
    answerChoices();
    let sent = 0;
    server.use(
      apiHandler(CatalogConsoleApi.createMerchant, () => {
        sent += 1;
        return aMerchantEditor();
      }),
    );
    const { user } = renderRoutes(routes, '/merchants/new');
    await screen.findByLabelText('Name');
    await user.type(field('State'), 'Texas');
    await user.type(field('Website (optional)'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Add merchant' }));

    expect(await screen.findByText('Please enter a name.')).toBeVisible();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveAccessibleDescription('Please enter a name.');
    expect(field('State')).toHaveAccessibleDescription(/Use the two-letter state code/);
    expect(field('Website (optional)')).toHaveAccessibleDescription(/full web address/);
    expect(field('Market')).toHaveAccessibleDescription('Please choose a market.');
    expect(sent).toBe(0);
  });

  it('adds a merchant, suggesting its slug, then opens it to add a logo', async () => {
    answerChoices();
    const stored = { current: aMerchantEditor() };
    let body: unknown;
    server.use(
      apiHandler(CatalogConsoleApi.createMerchant, (call) => {
        body = call.body;
        stored.current = { ...stored.current, ...call.body, logo: null };
        return stored.current;
      }),
    );
    answerEditor(stored);
    const { user, router } = renderRoutes(routes, '/merchants/new');
    await screen.findByRole('option', { name: COFFEE.title });
    await user.type(field('Name'), 'Café Olé & Sons');
    expect(field('Slug')).toHaveValue('cafe-ole-and-sons');
    await user.selectOptions(field('Market'), AUSTIN.title);
    await user.selectOptions(field('Category'), String(COFFEE.id));
    await user.type(field('Street address'), '1 Main St');
    await user.type(field('City'), 'Austin');
    await user.type(field('State'), 'TX');
    await user.type(field('ZIP code'), '78701');
    await user.type(field('Latitude'), '30.27');
    await user.type(field('Longitude'), '-97.74');
    await user.click(screen.getByRole('button', { name: 'Add merchant' }));

    expect(await screen.findByLabelText('Upload a logo')).toBeVisible();
    expect(screen.getByText(/is added\. You can now upload its logo/)).toBeVisible();
    expect(router.state.location.pathname).toBe(`/merchants/${String(stored.current.id)}`);
    expect(body).toMatchObject({
      title: 'Café Olé & Sons',
      slug: 'cafe-ole-and-sons',
      marketId: AUSTIN.id,
      categoryId: COFFEE.id,
      franchisorId: null,
      latitude: 30.27,
      longitude: -97.74,
    });
  });

  it('shows the server’s refusal on its field', async () => {
    answerChoices();
    const stored = { current: aMerchantEditor() };
    answerEditor(stored);
    server.use(
      apiHandler(CatalogConsoleApi.updateMerchant, () =>
        errorResponse(409, ErrorCode.slugTaken, ConsoleEditText.slugTaken),
      ),
    );
    const { user } = renderRoutes(routes, `/merchants/${String(stored.current.id)}`);
    await screen.findByRole('heading', { level: 1, name: stored.current.title });
    await retype(user, 'Slug', 'taken-slug');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(ConsoleEditText.slugTaken)).toBeVisible();
    expect(field('Slug')).toHaveAccessibleDescription(
      expect.stringContaining(ConsoleEditText.slugTaken),
    );
    expect(field('Slug')).toHaveFocus();
  });

  it('says when someone else saved first, and reloads their version', async () => {
    answerChoices();
    const stored = { current: aMerchantEditor({ title: 'Old name' }) };
    answerEditor(stored);
    let revisionSent: unknown;
    server.use(
      apiHandler(CatalogConsoleApi.updateMerchant, (call) => {
        revisionSent = call.body.revision;
        // Another editor saved in between.
        stored.current = { ...stored.current, title: 'Their name', revision: 2 };
        return errorResponse(409, ErrorCode.editConflict, ConsoleEditText.editConflict);
      }),
    );
    const { user } = renderRoutes(routes, `/merchants/${String(stored.current.id)}`);
    await screen.findByRole('heading', { level: 1, name: 'Old name' });
    await retype(user, 'Name', 'My name');
    const alert = await saveIntoConflict(user);
    expect(revisionSent).toBe(1);
    await user.click(within(alert).getByRole('button', { name: 'Reload the merchant' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Their name' })).toBeVisible();
    expect(field('Name')).toHaveValue('Their name');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    answerChoices();
    const stored = { current: aMerchantEditor() };
    answerEditor(stored);
    const { user, router } = renderRoutes(routes, `/merchants/${String(stored.current.id)}`);
    await screen.findByRole('heading', { level: 1, name: stored.current.title });
    await user.type(field('City'), ' Heights');
    await user.click(screen.getByRole('link', { name: 'All merchants' }));

    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    expect(router.state.location.pathname).toBe(`/merchants/${String(stored.current.id)}`);
    expect(field('City')).toHaveValue('Austin Heights');

    await user.click(screen.getByRole('link', { name: 'All merchants' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Leave and discard',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Merchant list' })).toBeVisible();
  });

  it('retires a merchant after asking', async () => {
    answerChoices();
    const stored = { current: aMerchantEditor() };
    answerEditor(stored);
    server.use(
      apiHandler(CatalogConsoleApi.setMerchantRetired, (call) => {
        stored.current = {
          ...stored.current,
          retiredAt: call.body.retired ? '2026-11-27T10:00:00.000Z' : null,
          revision: stored.current.revision + 1,
        };
        return stored.current;
      }),
    );
    const { user } = renderRoutes(routes, `/merchants/${String(stored.current.id)}`);
    await user.click(await screen.findByRole('button', { name: 'Retire…' }));
    const dialog = screen.getByRole('dialog', { name: `Retire ${stored.current.title}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText(/is retired: members no longer see it/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Bring back…' })).toBeVisible();
  });

  it('uploads a logo and shows it, and shows the server’s refusal of a file', async () => {
    answerChoices();
    const stored = { current: aMerchantEditor() };
    answerEditor(stored);
    let uploads = 0;
    let attached: unknown;
    server.use(
      apiHandler(CatalogMediaConsoleApi.uploadMedia, async ({ request }) => {
        uploads += 1;
        const bytes = new Uint8Array(await request.arrayBuffer());
        if (bytes[0] !== 0x89)
          return errorResponse(415, ErrorCode.unsupportedMediaType, MediaText.notAnImage);
        return {
          id: 77,
          use: 'logo' as const,
          width: 64,
          height: 64,
          sizes: { src: '/media/logo-128.webp', srcset: '', width: 256, height: 256 },
        };
      }),
      apiHandler(CatalogMediaConsoleApi.setMerchantLogo, (call) => {
        attached = call.body.mediaId;
        stored.current = { ...stored.current, logo: '/media/logo-128.webp' };
        return undefined;
      }),
    );
    const { user } = renderRoutes(routes, `/merchants/${String(stored.current.id)}`);
    const input = await screen.findByLabelText('Upload a logo');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');

    await user.upload(input, new File(['not an image'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText(MediaText.notAnImage)).toBeVisible();

    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await user.upload(input, new File([png], 'logo.png', { type: 'image/png' }));
    const logo = await screen.findByRole('img', { name: `Logo of ${stored.current.title}` });
    expect(logo).toHaveAttribute('src', '/media/logo-128.webp');
    expect(attached).toBe(77);
    expect(uploads).toBe(2);
    await waitFor(() => expect(screen.queryByText(MediaText.notAnImage)).not.toBeInTheDocument());
  });
});
