import { CatalogConsoleApi } from '@citybook/contract/catalog';
import type { OfferEditor } from '@citybook/contract/catalog';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { RetireControl } from '../../../components/editor-form/retire-control.tsx';
import {
  EditorStanding,
  editorFallback,
} from '../../../components/editor-page/editor-fallback.tsx';
import {
  useEditorRecord,
  type EditorNoticeState,
} from '../../../components/editor-page/use-editor-record.ts';
import { Notice } from '../../../components/notice/notice.tsx';
import { TextLink } from '../../../components/page-links/page-links.tsx';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { formatCount, formatDateTime } from '../../../lib/format.ts';
import { OfferEditorForm } from './offer-form.tsx';
import type { OfferMerchant } from './offer-form.tsx';
import { useOfferMarket } from './use-offer-market.ts';

const merchantKey = (id: number) => [CatalogConsoleApi.getMerchantEditor.name, id];

const positiveId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

function backTo(merchantId: number | undefined, merchantTitle?: string) {
  return merchantId === undefined ? (
    <TextLink to="/merchants">All merchants</TextLink>
  ) : (
    <TextLink to={`/merchants/${String(merchantId)}`}>
      {merchantTitle ? `Back to ${merchantTitle}` : 'Back to the merchant'}
    </TextLink>
  );
}

/** The offer's row, as the editor opens it: its address, the cache and the page's last word. */
function useOfferRecord() {
  return useEditorRecord<OfferEditor>({
    param: 'offerId',
    editorKey: CatalogConsoleApi.getOfferEditor.name,
    gridKey: CatalogConsoleApi.getOfferGrid.name,
    load: (offerId, signal) =>
      callApi(CatalogConsoleApi.getOfferEditor, { params: { offerId }, signal }),
  });
}

/** OPERATOR-10: a new offer of a merchant (`/merchants/:merchantId/offers/new`). */
export function NewOfferPage() {
  const merchantId = positiveId(useParams().merchantId);
  const navigate = useNavigate();
  // The record the new offer becomes: its cache entry and the grids to ask again.
  const { store } = useOfferRecord();
  const merchant = useQuery({
    queryKey: merchantKey(merchantId ?? 0),
    queryFn: ({ signal }) =>
      callApi(CatalogConsoleApi.getMerchantEditor, { params: { id: merchantId! }, signal }),
    enabled: merchantId !== undefined,
  });
  const market = useOfferMarket(merchant.data?.marketId);
  const notFound =
    merchantId === undefined ||
    (merchant.error instanceof ApiError && merchant.error.status === 404);
  const back = notFound ? backTo(undefined) : backTo(merchantId, merchant.data?.title);
  const fallback = editorFallback(
    { notFound, isNew: false, loaded: merchant.data, query: merchant },
    {
      noun: 'merchant',
      newTitle: 'New offer',
      title: 'New offer',
      back,
      alsoPending: market.isPending,
      alsoFailed: market.isError,
      retry: () => {
        if (market.isError) void market.refetch();
      },
    },
  );
  if (fallback || !merchant.data) return fallback;

  const owner: OfferMerchant = merchant.data;
  return (
    <ConsolePage
      title="New offer"
      description={`An offer of ${owner.title}. Members see it at their next load once it is added.`}
      actions={back}
    >
      {merchant.data.retiredAt !== null ? (
        <Notice tone="info">
          {owner.title} is retired, so members would not see its offers. Bring it back before adding
          one.
        </Notice>
      ) : market.editions.length === 0 ? (
        <Notice tone="info">
          This merchant’s market has no book edition yet. An offer belongs to an edition: add one
          for the market first.
        </Notice>
      ) : (
        <OfferEditorForm
          merchant={owner}
          editions={market.editions}
          timeZone={market.timeZone}
          onSaved={(saved) => {
            store(saved);
            // The offer's own address from now on; the page says it was added.
            void navigate(`/offers/${String(saved.id)}`, {
              replace: true,
              state: { notice: `${saved.title} is added.` } satisfies EditorNoticeState,
            });
          }}
        />
      )}
    </ConsolePage>
  );
}

/** OPERATOR-10, OPERATOR-13: a stored offer (`/offers/:offerId`). */
export function OfferEditorPage() {
  const record = useOfferRecord();
  const { loaded, store, setNotice } = record;
  const market = useOfferMarket(loaded?.marketId);
  const fallback = editorFallback(record, {
    noun: 'offer',
    newTitle: 'New offer',
    back: backTo(loaded?.merchantId, loaded?.merchantTitle),
    alsoPending: market.isPending,
    alsoFailed: market.isError,
    retry: () => {
      if (market.isError) void market.refetch();
    },
  });
  if (fallback || !loaded) return fallback;

  const edition = market.editions.find((each) => each.id === loaded.editionId);
  return (
    <ConsolePage
      title={loaded.title}
      description={
        <EditorStanding retired={loaded.retiredAt !== null}>
          <span>
            Offer of{' '}
            <TextLink to={`/merchants/${String(loaded.merchantId)}`}>
              {loaded.merchantTitle}
            </TextLink>
          </span>
          {edition ? <span>{edition.name}</span> : null}
          <span>
            {loaded.redemptions === 1
              ? 'Redeemed once'
              : `Redeemed ${formatCount(loaded.redemptions)} times`}
          </span>
          <span>Last change {formatDateTime(loaded.updatedAt)}</span>
        </EditorStanding>
      }
      actions={backTo(loaded.merchantId, loaded.merchantTitle)}
    >
      {record.notice ? <Notice tone="success">{record.notice}</Notice> : null}
      <OfferEditorForm
        // A new revision (a save, a reload, retiring) starts the form afresh from it.
        key={`${String(loaded.id)}@${String(loaded.revision)}`}
        editor={loaded}
        merchant={{ id: loaded.merchantId, title: loaded.merchantTitle, slug: '' }}
        editions={market.editions}
        timeZone={market.timeZone}
        onSaved={(next) => {
          store(next);
          setNotice(`Your changes to ${next.title} are saved.`);
        }}
        onReload={record.reload}
        extraActions={(dirty) => (
          <RetireControl
            editor={loaded}
            dirty={dirty}
            setRetired={(retired, revision) =>
              callApi(CatalogConsoleApi.setOfferRetired, {
                params: { offerId: loaded.id },
                body: { retired, revision },
              })
            }
            onDone={(next, notice) => {
              store(next);
              setNotice(notice);
            }}
            retireText={`Members will no longer see or redeem this offer. Nothing is deleted${
              loaded.redemptions > 0
                ? `: its ${formatCount(loaded.redemptions)} redemptions stay`
                : ''
            }, and you can bring it back at any time.`}
            bringBackText={`Members will see this offer again on ${loaded.merchantTitle}’s page.`}
          />
        )}
      />
    </ConsolePage>
  );
}
