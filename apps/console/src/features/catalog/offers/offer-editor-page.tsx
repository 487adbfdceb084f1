import { ErrorCode } from '@citybook/contract/app';
import { CatalogConsoleApi } from '@citybook/contract/catalog';
import type { OfferEditor } from '@citybook/contract/catalog';
import { ConsoleEditText } from '@citybook/contract/console-fields';
import { Button } from '@citybook/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { Dialog, DialogActions } from '../../../components/dialog/dialog.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { ApiError, callApi, messageOf } from '../../../lib/api-client.ts';
import { formatCount, formatDateTime } from '../../../lib/format.ts';
import { OfferEditorForm } from './offer-form.tsx';
import type { OfferMerchant } from './offer-form.tsx';
import { useOfferMarket } from './use-offer-market.ts';
import styles from './offers.module.css';

const offerKey = (id: number) => [CatalogConsoleApi.getOfferEditor.name, id];
const merchantKey = (id: number) => [CatalogConsoleApi.getMerchantEditor.name, id];

/** What the page says after a save that moved it to another address (a new offer). */
interface SavedState {
  readonly saved?: string;
}

const positiveId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

function backTo(merchantId: number | undefined, merchantTitle?: string) {
  return merchantId === undefined ? (
    <Link className={styles.backLink} to="/merchants">
      All merchants
    </Link>
  ) : (
    <Link className={styles.backLink} to={`/merchants/${String(merchantId)}`}>
      {merchantTitle ? `Back to ${merchantTitle}` : 'Back to the merchant'}
    </Link>
  );
}

function NotFound({ what, back }: { what: string; back: ReactNode }) {
  return (
    <ConsolePage title={`${what} not found`} actions={back}>
      <p>There is no {what.toLowerCase()} here. It may have been given another address.</p>
    </ConsolePage>
  );
}

function LoadFailed({ title, back, retry }: { title: string; back: ReactNode; retry: () => void }) {
  return (
    <ConsolePage title={title} actions={back}>
      <Notice tone="error">
        <p>The offer’s data could not be loaded.</p>
        <Button variant="secondary" onClick={retry}>
          Try again
        </Button>
      </Notice>
    </ConsolePage>
  );
}

function Loading({ title, back }: { title: string; back: ReactNode }) {
  return (
    <ConsolePage title={title} actions={back}>
      <p role="status">Loading…</p>
    </ConsolePage>
  );
}

/** Keeps a saved offer in the cache and refreshes the lists that show it. */
function useStoreOffer() {
  const queryClient = useQueryClient();
  return (next: OfferEditor) => {
    queryClient.setQueryData(offerKey(next.id), next);
    void queryClient.invalidateQueries({ queryKey: [CatalogConsoleApi.getOfferGrid.name] });
  };
}

/** OPERATOR-10: a new offer of a merchant (`/merchants/:merchantId/offers/new`). */
export function NewOfferPage() {
  const merchantId = positiveId(useParams().merchantId);
  const navigate = useNavigate();
  const store = useStoreOffer();
  const merchant = useQuery({
    queryKey: merchantKey(merchantId ?? 0),
    queryFn: ({ signal }) =>
      callApi(CatalogConsoleApi.getMerchantEditor, { params: { id: merchantId! }, signal }),
    enabled: merchantId !== undefined,
  });
  const market = useOfferMarket(merchant.data?.marketId);
  const back = backTo(merchantId, merchant.data?.title);

  if (
    merchantId === undefined ||
    (merchant.error instanceof ApiError && merchant.error.status === 404)
  )
    return <NotFound what="Merchant" back={backTo(undefined)} />;
  if (merchant.isError || market.isError)
    return (
      <LoadFailed
        title="New offer"
        back={back}
        retry={() => void (merchant.isError ? merchant.refetch() : market.refetch())}
      />
    );
  if (!merchant.data || market.isPending) return <Loading title="New offer" back={back} />;

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
              state: { saved: `${saved.title} is added.` } satisfies SavedState,
            });
          }}
        />
      )}
    </ConsolePage>
  );
}

/** Retiring hides an offer from members; bringing it back shows it again (OPERATOR-10). */
function RetireDialog({
  editor,
  dirty,
  onClose,
  onDone,
}: {
  editor: OfferEditor;
  dirty: boolean;
  onClose: () => void;
  onDone: (saved: OfferEditor) => void;
}) {
  const retiring = editor.retiredAt === null;
  const change = useMutation({
    mutationFn: () =>
      callApi(CatalogConsoleApi.setOfferRetired, {
        params: { offerId: editor.id },
        body: { retired: retiring, revision: editor.revision },
      }),
    onSuccess: onDone,
  });
  const failure =
    change.error instanceof ApiError && change.error.code === ErrorCode.editConflict
      ? ConsoleEditText.editConflict
      : change.isError
        ? messageOf(change.error, 'The change could not be saved. Please try again.')
        : undefined;
  return (
    <Dialog
      title={retiring ? `Retire ${editor.title}?` : `Bring back ${editor.title}?`}
      onClose={onClose}
    >
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <p>
        {retiring
          ? `Members will no longer see or redeem this offer. Nothing is deleted${
              editor.redemptions > 0
                ? `: its ${formatCount(editor.redemptions)} redemptions stay`
                : ''
            }, and you can bring it back at any time.`
          : `Members will see this offer again on ${editor.merchantTitle}’s page.`}
      </p>
      {dirty ? <p>Your unsaved changes in the form will be discarded.</p> : null}
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant={retiring ? 'danger' : 'primary'}
          disabled={change.isPending}
          onClick={() => change.mutate()}
        >
          {retiring ? 'Retire' : 'Bring back'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** OPERATOR-10, OPERATOR-13: a stored offer (`/offers/:offerId`). */
export function OfferEditorPage() {
  const id = positiveId(useParams().offerId);
  const location = useLocation();
  const store = useStoreOffer();
  const [saved, setSaved] = useState<string | undefined>(
    (location.state as SavedState | null)?.saved,
  );
  const [retiring, setRetiring] = useState<{ dirty: boolean }>();
  const editor = useQuery({
    queryKey: offerKey(id ?? 0),
    queryFn: ({ signal }) =>
      callApi(CatalogConsoleApi.getOfferEditor, { params: { offerId: id! }, signal }),
    enabled: id !== undefined,
  });
  const loaded = editor.data;
  const market = useOfferMarket(loaded?.marketId);
  const back = backTo(loaded?.merchantId, loaded?.merchantTitle);

  if (id === undefined || (editor.error instanceof ApiError && editor.error.status === 404))
    return <NotFound what="Offer" back={backTo(undefined)} />;
  if (editor.isError || market.isError)
    return (
      <LoadFailed
        title="Offer"
        back={back}
        retry={() => void (editor.isError ? editor.refetch() : market.refetch())}
      />
    );
  if (!loaded || market.isPending) return <Loading title="Offer" back={back} />;

  const edition = market.editions.find((each) => each.id === loaded.editionId);
  return (
    <ConsolePage
      title={loaded.title}
      description={
        <span className={styles.standing}>
          {loaded.retiredAt === null ? (
            <span className={`${styles.badge} ${styles.live}`}>Live</span>
          ) : (
            <span className={`${styles.badge} ${styles.retired}`}>Retired</span>
          )}
          <span>
            Offer of{' '}
            <Link className={styles.backLink} to={`/merchants/${String(loaded.merchantId)}`}>
              {loaded.merchantTitle}
            </Link>
          </span>
          {edition ? <span>{edition.name}</span> : null}
          <span>
            {loaded.redemptions === 1
              ? 'Redeemed once'
              : `Redeemed ${formatCount(loaded.redemptions)} times`}
          </span>
          <span>Last change {formatDateTime(loaded.updatedAt)}</span>
        </span>
      }
      actions={back}
    >
      {saved ? <Notice tone="success">{saved}</Notice> : null}
      <OfferEditorForm
        // A new revision (a save, a reload, retiring) starts the form afresh from it.
        key={`${String(loaded.id)}@${String(loaded.revision)}`}
        editor={loaded}
        merchant={{ id: loaded.merchantId, title: loaded.merchantTitle, slug: '' }}
        editions={market.editions}
        timeZone={market.timeZone}
        onSaved={(next) => {
          store(next);
          setSaved(`Your changes to ${next.title} are saved.`);
        }}
        onReload={() => {
          setSaved(undefined);
          void editor.refetch();
        }}
        extraActions={(dirty) => (
          <Button
            variant={loaded.retiredAt === null ? 'danger' : 'secondary'}
            onClick={() => setRetiring({ dirty })}
          >
            {loaded.retiredAt === null ? 'Retire…' : 'Bring back…'}
          </Button>
        )}
      />
      {retiring ? (
        <RetireDialog
          editor={loaded}
          dirty={retiring.dirty}
          onClose={() => setRetiring(undefined)}
          onDone={(next) => {
            setRetiring(undefined);
            store(next);
            setSaved(
              next.retiredAt === null
                ? `${next.title} is live again.`
                : `${next.title} is retired: members no longer see it.`,
            );
          }}
        />
      ) : null}
    </ConsolePage>
  );
}
