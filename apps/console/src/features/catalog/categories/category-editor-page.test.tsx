import { ErrorCode } from '@citybook/contract/app';
import { CatalogConsoleApi, categoryIconPath } from '@citybook/contract/catalog';
import type { CategoryEditor } from '@citybook/contract/catalog';
import { ConsoleEditText } from '@citybook/contract/console-fields';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiHandler, errorResponse } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { field, retype, saveIntoConflict } from '../../../testing/editor-steps.ts';
import { CategoryEditorPage } from './category-editor-page.tsx';
import { aCategoryEditor } from './category-fixtures.test-helper.ts';

const routes = [
  { path: '/categories', element: <h1>Category list</h1> },
  { path: '/categories/:categoryId', element: <CategoryEditorPage /> },
];

/** The stored category, as the server holds it now. */
function answerEditor(stored: { current: CategoryEditor }) {
  server.use(apiHandler(CatalogConsoleApi.getCategoryEditor, () => stored.current));
}

describe('category editor', () => {
  it('shows every icon of the member app to choose from, and the rules on their fields', async () => {
    let sent = 0;
    server.use(
      apiHandler(CatalogConsoleApi.createCategory, () => {
        sent += 1;
        return aCategoryEditor();
      }),
    );
    const { user } = renderRoutes(routes, '/categories/new');
    const icons = await screen.findByRole('radiogroup', { name: 'Icon' });
    const choices = within(icons).getAllByRole('radio');
    expect(choices).toHaveLength(10);
    const travel = within(icons).getByRole('radio', { name: 'Travel' });
    expect(travel.closest('label')!.querySelector('img')).toHaveAttribute(
      'src',
      '/icons/categories/travel.svg',
    );

    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Please enter a name.')).toBeVisible();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(icons).toHaveAttribute('aria-invalid', 'true');
    expect(icons).toHaveAccessibleDescription(/Please choose one of the icons\./);
    expect(field('Place in the list')).toHaveAccessibleDescription(
      /Please enter a whole number from 0 to 9999\./,
    );
    expect(sent).toBe(0);
  });

  it('adds a category with the icon chosen, suggesting its slug, then stays on it', async () => {
    let body: unknown;
    const stored = { current: aCategoryEditor() };
    server.use(
      apiHandler(CatalogConsoleApi.createCategory, (call) => {
        body = call.body;
        stored.current = { ...stored.current, ...call.body };
        return stored.current;
      }),
    );
    answerEditor(stored);
    const { user, router } = renderRoutes(routes, '/categories/new');
    await user.type(await screen.findByLabelText('Name'), 'Pets & Vets');
    expect(field('Slug')).toHaveValue('pets-and-vets');
    await user.type(field('Place in the list'), '12');
    await user.click(screen.getByRole('radio', { name: 'Health & beauty' }));
    await user.click(screen.getByRole('button', { name: 'Add category' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Pets & Vets' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Pets & Vets is added.');
    expect(router.state.location.pathname).toBe(`/categories/${String(stored.current.id)}`);
    expect(body).toEqual({
      title: 'Pets & Vets',
      slug: 'pets-and-vets',
      sortOrder: 12,
      icon: categoryIconPath('health-beauty'),
    });
    expect(screen.getByRole('radio', { name: 'Health & beauty' })).toBeChecked();
  });

  it('renames a category with the revision it opened, and shows the server’s refusal on its field', async () => {
    const stored = { current: aCategoryEditor({ title: 'Dining', slug: 'dining' }) };
    answerEditor(stored);
    const bodies: unknown[] = [];
    server.use(
      apiHandler(CatalogConsoleApi.updateCategory, (call) => {
        bodies.push(call.body);
        if (call.body.slug === 'taken')
          return errorResponse(409, ErrorCode.slugTaken, ConsoleEditText.slugTaken);
        stored.current = { ...stored.current, ...call.body, revision: 2 };
        return stored.current;
      }),
    );
    const { user } = renderRoutes(routes, `/categories/${String(stored.current.id)}`);
    await screen.findByRole('heading', { level: 1, name: 'Dining' });
    expect(screen.getByRole('radio', { name: 'Dining' })).toBeChecked();

    await retype(user, 'Slug', 'taken');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(ConsoleEditText.slugTaken)).toBeVisible();
    expect(field('Slug')).toHaveFocus();
    expect(field('Slug')).toHaveValue('taken');

    await retype(user, 'Slug', 'dining');
    await retype(user, 'Name', 'Restaurants');
    // A stored category keeps its slug when renamed.
    expect(field('Slug')).toHaveValue('dining');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Your changes to Restaurants are saved.');
    expect(bodies.at(-1)).toMatchObject({ title: 'Restaurants', slug: 'dining', revision: 1 });
  });

  it('says when someone else saved first, and reloads their version', async () => {
    const stored = { current: aCategoryEditor({ title: 'Old name' }) };
    answerEditor(stored);
    server.use(
      apiHandler(CatalogConsoleApi.updateCategory, () => {
        stored.current = { ...stored.current, title: 'Their name', revision: 2 };
        return errorResponse(409, ErrorCode.editConflict, ConsoleEditText.editConflict);
      }),
    );
    const { user } = renderRoutes(routes, `/categories/${String(stored.current.id)}`);
    await screen.findByRole('heading', { level: 1, name: 'Old name' });
    await retype(user, 'Name', 'My name');
    const alert = await saveIntoConflict(user);
    // What the editor typed stays until they reload.
    expect(field('Name')).toHaveValue('My name');
    await user.click(within(alert).getByRole('button', { name: 'Reload the category' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Their name' })).toBeVisible();
    expect(field('Name')).toHaveValue('Their name');
  });

  it('keeps an imported icon that is not in the set until another is chosen', async () => {
    const stored = { current: aCategoryEditor({ icon: 'https://cdn.example.com/old-icon.png' }) };
    answerEditor(stored);
    renderRoutes(routes, `/categories/${String(stored.current.id)}`);
    expect(await screen.findByText(/Its icon came with an import/)).toBeVisible();
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
  });

  it('asks before leaving with unsaved changes', async () => {
    const stored = { current: aCategoryEditor() };
    answerEditor(stored);
    const { user, router } = renderRoutes(routes, `/categories/${String(stored.current.id)}`);
    await screen.findByRole('heading', { level: 1, name: stored.current.title });
    await user.click(screen.getByRole('radio', { name: 'Shopping' }));
    await user.click(screen.getByRole('link', { name: 'All categories' }));

    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    expect(router.state.location.pathname).toBe(`/categories/${String(stored.current.id)}`);
    expect(screen.getByRole('radio', { name: 'Shopping' })).toBeChecked();
  });

  it('says why a category still in use cannot be retired, then retires one that is not', async () => {
    const stored = { current: aCategoryEditor({ title: 'Travel' }) };
    answerEditor(stored);
    let inUse = true;
    server.use(
      apiHandler(CatalogConsoleApi.setCategoryRetired, (call) => {
        if (inUse)
          return errorResponse(
            409,
            ErrorCode.stillInUse,
            'Members still see 3 merchants in this category: retire or move them first.',
          );
        stored.current = {
          ...stored.current,
          retiredAt: call.body.retired ? '2026-11-27T10:00:00.000Z' : null,
          revision: stored.current.revision + 1,
        };
        return stored.current;
      }),
    );
    const { user } = renderRoutes(routes, `/categories/${String(stored.current.id)}`);
    await user.click(await screen.findByRole('button', { name: 'Retire…' }));
    const dialog = screen.getByRole('dialog', { name: 'Retire Travel?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retire' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Members still see 3 merchants in this category',
    );

    inUse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText('Travel is retired: members no longer see it.')).toBeVisible();
    expect(screen.getByText('Retired')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Bring back…' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Bring back Travel?' })).getByRole('button', {
        name: 'Bring back',
      }),
    );
    expect(await screen.findByText('Travel is live again.')).toBeVisible();
  });
});
