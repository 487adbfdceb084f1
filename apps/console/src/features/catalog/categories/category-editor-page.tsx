import { CatalogConsoleApi } from '@citybook/contract/catalog';
import type { CategoryEditor } from '@citybook/contract/catalog';
import { RecordEditorPage } from '../../../components/editor-page/record-editor-page.tsx';
import { useEditorRecord } from '../../../components/editor-page/use-editor-record.ts';
import { TextLink } from '../../../components/page-links/page-links.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { CategoryEditorForm } from './category-form.tsx';

/** OPERATOR-10: a new category (`/categories/new`) or a stored one, and retiring it. */
export function CategoryEditorPage() {
  const record = useEditorRecord<CategoryEditor>({
    param: 'categoryId',
    editorKey: CatalogConsoleApi.getCategoryEditor.name,
    gridKey: CatalogConsoleApi.getCategoryGrid.name,
    load: (categoryId, signal) =>
      callApi(CatalogConsoleApi.getCategoryEditor, { params: { categoryId }, signal }),
  });
  return (
    <RecordEditorPage
      record={record}
      noun="category"
      listPath="/categories"
      listLabel="All categories"
      newTitle="New category"
      newDescription="Add a category of the members’ list. Every market shows it once saved."
      titleOf={(editor) => editor.title}
      standing={(editor) => (
        <TextLink to={`/merchants?categoryId=${String(editor.id)}`}>Its merchants</TextLink>
      )}
      retire={{
        setRetired: (editor, retired, revision) =>
          callApi(CatalogConsoleApi.setCategoryRetired, {
            params: { categoryId: editor.id },
            body: { retired, revision },
          }),
        retireText:
          'Members will no longer see this category. It is retired only once members see none of its merchants; nothing is deleted.',
        bringBackText: 'Members will see this category again in every market.',
      }}
    >
      {({ key, ...form }) => <CategoryEditorForm key={key} {...form} />}
    </RecordEditorPage>
  );
}
