import { CatalogConsoleApi } from '@citybook/contract/catalog';
import type { FranchisorEditor } from '@citybook/contract/catalog';
import { RecordEditorPage } from '../../../components/editor-page/record-editor-page.tsx';
import { useEditorRecord } from '../../../components/editor-page/use-editor-record.ts';
import { TextLink } from '../../../components/page-links/page-links.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { FranchisorEditorForm } from './franchisor-form.tsx';

/** OPERATOR-10: a new franchise (`/franchisors/new`) or a stored one, and retiring it. */
export function FranchisorEditorPage() {
  const record = useEditorRecord<FranchisorEditor>({
    param: 'franchisorId',
    editorKey: CatalogConsoleApi.getFranchisorEditor.name,
    gridKey: CatalogConsoleApi.getFranchisorGrid.name,
    load: (franchisorId, signal) =>
      callApi(CatalogConsoleApi.getFranchisorEditor, { params: { franchisorId }, signal }),
  });
  return (
    <RecordEditorPage
      record={record}
      noun="franchise"
      listPath="/franchisors"
      listLabel="All franchises"
      newTitle="New franchise"
      newDescription="Add a chain; its locations are merchants that name it."
      titleOf={(editor) => editor.title}
      standing={(editor) => (
        <TextLink to={`/merchants?franchisorId=${String(editor.id)}`}>Its locations</TextLink>
      )}
      retire={{
        setRetired: (editor, retired, revision) =>
          callApi(CatalogConsoleApi.setFranchisorRetired, {
            params: { franchisorId: editor.id },
            body: { retired, revision },
          }),
        retireText:
          'It is no longer offered for merchants. A franchise is retired only once members see none of its locations; nothing is deleted.',
        bringBackText: 'It can be chosen for merchants again.',
      }}
    >
      {({ key, ...form }) => <FranchisorEditorForm key={key} {...form} />}
    </RecordEditorPage>
  );
}
