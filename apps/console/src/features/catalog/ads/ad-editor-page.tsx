import { CatalogConsoleApi } from '@citybook/contract/catalog';
import type { MobileAdEditor } from '@citybook/contract/catalog';
import { useState } from 'react';
import { RecordEditorPage } from '../../../components/editor-page/record-editor-page.tsx';
import { useEditorRecord } from '../../../components/editor-page/use-editor-record.ts';
import { Notice } from '../../../components/notice/notice.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { AdForm } from './ad-form.tsx';
import { AdStanding, runText } from './ad-schedule.tsx';
import { useAdMarkets } from './use-ad-markets.ts';

/** OPERATOR-10, OPERATOR-12: a new mobile ad (`/ads/new`) or a stored one. */
export function AdEditorPage() {
  const markets = useAdMarkets();
  const [imageFailure, setImageFailure] = useState<string>();
  const record = useEditorRecord<MobileAdEditor>({
    param: 'adId',
    editorKey: CatalogConsoleApi.getMobileAdEditor.name,
    gridKey: CatalogConsoleApi.getMobileAdGrid.name,
    load: (adId, signal) =>
      callApi(CatalogConsoleApi.getMobileAdEditor, { params: { adId }, signal }),
  });
  return (
    <RecordEditorPage
      record={record}
      noun="ad"
      listPath="/ads"
      listLabel="All ads"
      newTitle="New ad"
      loadingTitle="Mobile ad"
      newDescription="Add an ad to a market’s categories screen, with its image and the days it runs."
      titleOf={(editor) => editor.title}
      alsoPending={markets.isPending}
      alsoFailed={markets.isError}
      retry={markets.refetch}
      // Retiring hides an ad from members whatever its days; bringing it back shows it on them.
      badge={(editor) => (
        <AdStanding schedule={editor.schedule} retired={editor.retiredAt !== null} />
      )}
      standing={(editor) => <span>Runs {runText(editor)}</span>}
      retire={{
        setRetired: (editor, retired, revision) =>
          callApi(CatalogConsoleApi.setMobileAdRetired, {
            params: { adId: editor.id },
            body: { retired, revision },
          }),
        retireText:
          'Members will no longer see this ad, whatever its days. Nothing is deleted: you can bring it back at any time.',
        bringBackText: 'Members of its market will see this ad again on the days of its run.',
        liveAgainDetail: 'members see it on the days of its run',
      }}
    >
      {({ key, onSaved, ...form }) => (
        <>
          {imageFailure ? (
            <Notice tone="error">
              The ad is saved, but its uploaded image could not be attached: {imageFailure}
            </Notice>
          ) : null}
          <AdForm
            key={key}
            {...form}
            markets={markets.markets}
            onSaved={(saved) => {
              setImageFailure(saved.imageFailure);
              onSaved(saved.editor, saved.created);
            }}
          />
        </>
      )}
    </RecordEditorPage>
  );
}
