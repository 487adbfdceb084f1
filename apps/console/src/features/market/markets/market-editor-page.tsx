import { MarketConsoleApi } from '@citybook/contract/market';
import type { MarketEditor } from '@citybook/contract/market';
import { RecordEditorPage } from '../../../components/editor-page/record-editor-page.tsx';
import { useEditorRecord } from '../../../components/editor-page/use-editor-record.ts';
import { TextLink } from '../../../components/page-links/page-links.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { MarketEditorForm } from './market-form.tsx';

/** OPERATOR-10: a new market (`/markets/new`) or a stored one, and retiring it. */
export function MarketEditorPage() {
  const record = useEditorRecord<MarketEditor>({
    param: 'marketId',
    editorKey: MarketConsoleApi.getMarketEditor.name,
    gridKey: MarketConsoleApi.getMarketGrid.name,
    load: (marketId, signal) =>
      callApi(MarketConsoleApi.getMarketEditor, { params: { marketId }, signal }),
  });
  return (
    <RecordEditorPage
      record={record}
      noun="market"
      listPath="/markets"
      listLabel="All markets"
      newTitle="New market"
      newDescription="Add a city members can choose. Its merchants and its book editions come after it is saved."
      titleOf={(editor) => editor.title}
      standing={(editor) => (
        <>
          <TextLink to={`/merchants?marketId=${String(editor.id)}`}>Its merchants</TextLink>
          <TextLink to={`/editions?marketId=${String(editor.id)}`}>Its editions</TextLink>
        </>
      )}
      retire={{
        setRetired: (editor, retired, revision) =>
          callApi(MarketConsoleApi.setMarketRetired, {
            params: { marketId: editor.id },
            body: { retired, revision },
          }),
        retireText:
          'Members can no longer choose it, and it is no longer found by position or as the default. Members who chose it keep it until they pick another. Nothing is deleted.',
        bringBackText: 'Members can choose this market again.',
      }}
    >
      {({ key, ...form }) => <MarketEditorForm key={key} {...form} />}
    </RecordEditorPage>
  );
}
