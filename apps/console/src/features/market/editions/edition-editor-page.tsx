import { MarketConsoleApi } from '@citybook/contract/market';
import type { EditionEditor } from '@citybook/contract/market';
import { useSearchParams } from 'react-router';
import { RecordEditorPage } from '../../../components/editor-page/record-editor-page.tsx';
import { useEditorRecord } from '../../../components/editor-page/use-editor-record.ts';
import { StatusBadge } from '../../../components/status-badge/status-badge.tsx';
import { EditionEditorForm } from './edition-form.tsx';
import { EDITION_STATE_BADGES, editionState } from './edition-state.ts';
import { useMarketChoices } from './use-market-choices.ts';
import { callApi } from '../../../lib/api-client.ts';

/**
 * OPERATOR-13: a new edition (`/editions/new`, `?marketId=` to start in a market) or a stored
 * one. Editions are never retired nor deleted: offers and printed codes belong to them.
 */
export function EditionEditorPage() {
  const [params] = useSearchParams();
  const choices = useMarketChoices();
  const record = useEditorRecord<EditionEditor>({
    param: 'editionId',
    editorKey: MarketConsoleApi.getEditionEditor.name,
    gridKey: MarketConsoleApi.getEditionGrid.name,
    load: (editionId, signal) =>
      callApi(MarketConsoleApi.getEditionEditor, { params: { editionId }, signal }),
  });
  const marketId = Number(params.get('marketId'));
  return (
    <RecordEditorPage
      record={record}
      noun="edition"
      listPath="/editions"
      listLabel="All editions"
      newTitle="New edition"
      newDescription="Add a market’s book of a year. Offers and activation codes are then made for it."
      titleOf={(editor) => editor.name}
      standing={(editor) => {
        const badge = EDITION_STATE_BADGES[editionState(editor, new Date())];
        return <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>;
      }}
      alsoPending={choices.isPending}
      alsoFailed={choices.isError}
      retry={() => void choices.refetch()}
    >
      {({ key, editor, onSaved, onReload }) => (
        <EditionEditorForm
          key={key}
          editor={editor}
          markets={choices.byId}
          marketId={Number.isInteger(marketId) && marketId > 0 ? marketId : undefined}
          onSaved={onSaved}
          onReload={onReload}
        />
      )}
    </RecordEditorPage>
  );
}
