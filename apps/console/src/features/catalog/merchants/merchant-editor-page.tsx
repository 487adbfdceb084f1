import { CatalogConsoleApi } from '@citybook/contract/catalog';
import type { MerchantEditor } from '@citybook/contract/catalog';
import { useNavigate } from 'react-router';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { RetireControl } from '../../../components/editor-form/retire-control.tsx';
import {
  EditorStanding,
  editorFallback,
} from '../../../components/editor-page/editor-fallback.tsx';
import { useEditorRecord } from '../../../components/editor-page/use-editor-record.ts';
import { Notice } from '../../../components/notice/notice.tsx';
import { TextLink } from '../../../components/page-links/page-links.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { MerchantOffers } from '../offers/merchant-offers.tsx';
import { MerchantEditorForm } from './merchant-form.tsx';
import { MerchantHours } from './merchant-hours.tsx';
import { MerchantLogo } from './merchant-logo.tsx';
import { MerchantPhotos } from './merchant-photos.tsx';
import { useCatalogChoices } from './use-catalog-choices.ts';
import styles from './merchants.module.css';

const back = <TextLink to="/merchants">All merchants</TextLink>;

/** OPERATOR-10, OPERATOR-12: a new merchant (`/merchants/new`) or a stored one. */
export function MerchantEditorPage() {
  const navigate = useNavigate();
  const choices = useCatalogChoices();
  const record = useEditorRecord<MerchantEditor>({
    param: 'merchantId',
    editorKey: CatalogConsoleApi.getMerchantEditor.name,
    gridKey: CatalogConsoleApi.getMerchantGrid.name,
    load: (id, signal) => callApi(CatalogConsoleApi.getMerchantEditor, { params: { id }, signal }),
  });
  const fallback = editorFallback(record, {
    noun: 'merchant',
    newTitle: 'New merchant',
    back,
    alsoPending: choices.isPending,
    alsoFailed: choices.isError,
    retry: choices.refetch,
  });
  if (fallback) return fallback;
  const { loaded, store, setNotice } = record;

  return (
    <ConsolePage
      title={loaded ? loaded.title : 'New merchant'}
      description={
        loaded ? (
          <EditorStanding retired={loaded.retiredAt !== null}>
            <span>Last change {formatDateTime(loaded.updatedAt)}</span>
          </EditorStanding>
        ) : (
          'Add a merchant location. Its logo and offers come after it is saved.'
        )
      }
      actions={back}
    >
      {record.notice ? <Notice tone="success">{record.notice}</Notice> : null}
      <div className={styles.editor}>
        {loaded ? (
          <MerchantLogo
            merchantId={loaded.id}
            merchantTitle={loaded.title}
            logo={loaded.logo}
            onChanged={() => record.query.refetch()}
          />
        ) : null}
        {loaded ? <MerchantPhotos merchantId={loaded.id} merchantTitle={loaded.title} /> : null}
        {loaded ? (
          <MerchantHours
            merchantId={loaded.id}
            revision={() => record.query.data?.revision ?? loaded.revision}
            onSaved={() => void record.query.refetch()}
          />
        ) : null}
        {loaded ? (
          <MerchantOffers
            merchantId={loaded.id}
            merchantTitle={loaded.title}
            merchantRetired={loaded.retiredAt !== null}
          />
        ) : null}
        <MerchantEditorForm
          // A new revision (a save, a reload, retiring) starts the form afresh from it.
          key={loaded ? `${String(loaded.id)}@${String(loaded.revision)}` : 'new'}
          editor={loaded}
          markets={choices.markets}
          categories={choices.categories}
          franchisors={choices.franchisors}
          onSaved={(next, created) => {
            store(next);
            if (created) {
              // The same page stays on screen at the new merchant's address, with its logo.
              setNotice(`${next.title} is added. You can now upload its logo.`);
              void navigate(`/merchants/${String(next.id)}`, { replace: true });
            } else {
              setNotice(`Your changes to ${next.title} are saved.`);
            }
          }}
          onReload={record.reload}
          extraActions={(dirty) =>
            loaded ? (
              <RetireControl
                editor={loaded}
                dirty={dirty}
                setRetired={(retired, revision) =>
                  callApi(CatalogConsoleApi.setMerchantRetired, {
                    params: { id: loaded.id },
                    body: { retired, revision },
                  })
                }
                onDone={(next, notice) => {
                  store(next);
                  setNotice(notice);
                }}
                retireText="Members will no longer see this merchant or its offers; whoever opens its page is told it has left the book. Nothing is deleted, redemptions stay in members’ Savings Trackers: you can bring it back at any time."
                bringBackText="Members will see this merchant again in its market and category."
              />
            ) : null
          }
        />
      </div>
    </ConsolePage>
  );
}
