import { ErrorCode } from '@citybook/contract/app';
import { CatalogImportConsoleApi, CatalogImportText } from '@citybook/contract/catalog';
import type { ImportFile, ImportPreview } from '@citybook/contract/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiHandler, errorResponse } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { ImportFileText } from './import-file.ts';
import { ImportPage, ImportPageText } from './import-page.tsx';

const { previewCatalogImport, applyCatalogImport } = CatalogImportConsoleApi;

const routes = (auditLogPath: string | null) => [
  { path: '/import', element: <ImportPage auditLogPath={auditLogPath} /> },
  { path: '/audit-log', element: <h1>Audit log</h1> },
];

const CSV = 'slug,market,category,title\nriver-grill,san-antonio,dining,River Grill\n';
const JSON_FILE = JSON.stringify({ merchants: [{ slug: 'river-grill' }] });

function csvFile(name = 'merchants.csv', text = CSV) {
  return new File([text], name, { type: 'text/csv' });
}

function emptySections(): ImportPreview['sections'] {
  return (
    ['markets', 'categories', 'editions', 'franchisors', 'merchants', 'offers', 'ads'] as const
  ).map((section) => ({ section, added: [], changed: [], unchanged: 0 }));
}

/**
 * A preview that would add two merchants, change one (retired) and an offer, and retire one that
 * the file marks as having left the book (MERCHANT-12).
 */
function goodPreview(file: ImportFile, token = 'token-1'): ImportPreview {
  const sections = emptySections().map((each) => {
    if (each.section === 'merchants')
      return {
        ...each,
        added: ['river-grill', 'mission-books'],
        changed: [
          {
            slug: 'old-diner',
            retired: true,
            fields: [{ field: 'title', before: 'Old Diner', after: 'The Old Diner' }],
          },
          {
            slug: 'corner-cafe',
            retired: true,
            fields: [{ field: 'left', before: false, after: true }],
          },
        ],
        unchanged: 4,
      };
    if (each.section === 'offers')
      return {
        ...each,
        changed: [
          {
            slug: 'two-for-one',
            retired: false,
            fields: [{ field: 'savings', before: 10, after: 12.5 }],
          },
        ],
      };
    return each;
  });
  return { fileName: file.fileName, format: file.format, errors: [], sections, token };
}

function badPreview(file: ImportFile): ImportPreview {
  return {
    fileName: file.fileName,
    format: file.format,
    errors: [
      {
        line: 3,
        path: null,
        field: 'zip',
        message: 'use a 5-digit ZIP code',
        text: 'line 3, field zip: use a 5-digit ZIP code',
      },
    ],
    sections: [],
    token: null,
  };
}

const fileInput = () => screen.getByLabelText('Catalogue file');

describe('catalogue import', () => {
  it('shows every error of the file with its line and field, and cannot apply it', async () => {
    const previews: ImportFile[] = [];
    let applied = 0;
    server.use(
      apiHandler(previewCatalogImport, ({ body }) => {
        previews.push(body);
        return badPreview(body);
      }),
      apiHandler(applyCatalogImport, () => {
        applied += 1;
        return errorResponse(422, ErrorCode.importInvalid, CatalogImportText.invalid);
      }),
    );
    const { user } = renderRoutes(routes(null), '/import');
    await user.upload(fileInput(), csvFile());

    const errors = await screen.findByRole('table', { name: 'Errors in merchants.csv' });
    expect(previews).toEqual([{ format: 'csv', fileName: 'merchants.csv', content: CSV }]);
    expect(screen.getByRole('alert')).toHaveTextContent('merchants.csv has 1 error');
    const row = within(errors).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Line 3', 'zip', 'use a 5-digit ZIP code']);
    expect(screen.getByRole('button', { name: 'Apply the import' })).toBeDisabled();
    expect(applied).toBe(0);
  });

  it('shows what the file would add and change, applies it with the preview’s token, and links to the audit log', async () => {
    const applies: unknown[] = [];
    server.use(
      apiHandler(previewCatalogImport, ({ body }) => goodPreview(body)),
      apiHandler(applyCatalogImport, ({ body }) => {
        applies.push(body);
        const { token: _token, ...file } = body;
        return { ...goodPreview(file), token: null };
      }),
    );
    const { user, router } = renderRoutes(routes('/audit-log?objectType=catalog'), '/import');
    await user.upload(
      fileInput(),
      new File([JSON_FILE], 'catalogue.json', { type: 'application/json' }),
    );

    const counts = await screen.findByRole('table', {
      name: 'What importing catalogue.json would do',
    });
    const cells = (name: string) =>
      within(within(counts).getByRole('row', { name: new RegExp(`^${name}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // Added, changed, unchanged, retired: only a merchant marked as having left (MERCHANT-12).
    expect(cells('Merchants')).toEqual(['2', '2', '4', '1']);
    expect(cells('Offers')).toEqual(['0', '1', '0', '0']);
    expect(cells('All')).toEqual(['2', '3', '4', '1']);
    expect(within(counts).queryByRole('row', { name: /^Markets/ })).toBeNull();
    expect(
      screen.getByText(
        /would add 2 rows and change 3 rows, retiring 1 merchant that has left the book\./,
      ),
    ).toBeVisible();
    expect(screen.getByText(/retires only the merchants it marks as having left/)).toBeVisible();

    // Row by row: the new slugs, each changed field before and after, a retired row said so.
    await user.click(screen.getByText('Merchants: 2 new, 2 changed'));
    expect(screen.getByText('river-grill')).toBeVisible();
    expect(screen.getByText(/retired: it stays retired/)).toBeVisible();
    expect(screen.getByText(/has left the book: it is retired/)).toBeVisible();
    expect(screen.getByText('The Old Diner')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Apply the import' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Imported catalogue.json' }),
    ).toBeVisible();
    expect(applies).toEqual([
      { format: 'json', fileName: 'catalogue.json', content: JSON_FILE, token: 'token-1' },
    ]);
    expect(
      screen.getByRole('table', { name: 'What importing catalogue.json wrote' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Apply the import' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'See the import in the audit log' }));
    expect(router.state.location.pathname).toBe('/audit-log');
    expect(router.state.location.search).toBe('?objectType=catalog');
  });

  it('refuses a stale preview and previews the file again on request', async () => {
    let previews = 0;
    let applies = 0;
    server.use(
      apiHandler(previewCatalogImport, ({ body }) => {
        previews += 1;
        return goodPreview(body, `token-${String(previews)}`);
      }),
      apiHandler(applyCatalogImport, ({ body }) => {
        applies += 1;
        if (body.token === 'token-1')
          return errorResponse(409, ErrorCode.importStale, CatalogImportText.stale);
        const { token: _token, ...file } = body;
        return { ...goodPreview(file), token: null };
      }),
    );
    const { user } = renderRoutes(routes(null), '/import');
    await user.upload(fileInput(), csvFile());
    await user.click(await screen.findByRole('button', { name: 'Apply the import' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ImportPageText.stale);
    // Applying the same preview again would be refused the same way.
    expect(screen.getByRole('button', { name: 'Apply the import' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Preview again' }));
    await waitFor(() => expect(previews).toBe(2));
    const apply = await screen.findByRole('button', { name: 'Apply the import' });
    await waitFor(() => expect(apply).toBeEnabled());
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(apply);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Imported merchants.csv' }),
    ).toBeVisible();
    expect(applies).toBe(2);
    // An editor may not read the audit log: the screen says where the import is recorded.
    expect(screen.getByText('The import is recorded in the audit log.')).toBeVisible();
  });

  it('refuses a file of another type on its field and sends nothing', async () => {
    let previews = 0;
    server.use(
      apiHandler(previewCatalogImport, ({ body }) => {
        previews += 1;
        return goodPreview(body);
      }),
    );
    renderRoutes(routes(null), '/import');
    // The picker narrows the choice; a file dropped or picked as "all files" gets here anyway.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), new File(['<xml/>'], 'catalogue.xml', { type: 'text/xml' }));

    expect(fileInput()).toHaveAccessibleDescription(
      expect.stringContaining(ImportFileText.wrongType),
    );
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
    expect(previews).toBe(0);
  });

  it('says so when the preview fails, and tries again', async () => {
    let calls = 0;
    server.use(
      apiHandler(previewCatalogImport, ({ body }) => {
        calls += 1;
        if (calls === 1) return errorResponse(500, ErrorCode.unknown, 'boom');
        return goodPreview(body);
      }),
    );
    const { user } = renderRoutes(routes(null), '/import');
    await user.upload(fileInput(), csvFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(ImportPageText.previewFailed);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('table', { name: 'What importing merchants.csv would do' }),
    ).toBeVisible();
  });
});
