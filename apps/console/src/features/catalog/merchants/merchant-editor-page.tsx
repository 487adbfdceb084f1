import { CatalogConsoleApi } from '@citybook/contract/catalog';
import type { MerchantEditor } from '@citybook/contract/catalog';
import { ConsoleEditText } from '@citybook/contract/console-fields';
import { ErrorCode } from '@citybook/contract/app';
import { Button } from '@citybook/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { Dialog, DialogActions } from '../../../components/dialog/dialog.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { ApiError, callApi, messageOf } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { MerchantOffers } from '../offers/merchant-offers.tsx';
import { MerchantEditorForm } from './merchant-form.tsx';
import { MerchantLogo } from './merchant-logo.tsx';
import { useCatalogChoices } from './use-catalog-choices.ts';
import styles from './merchants.module.css';

const editorKey = (id: number) => [CatalogConsoleApi.getMerchantEditor.name, id];

const backLink = (
  <Link className={styles.backLink} to="/merchants">
    All merchants
  </Link>
);

/** Retiring hides a merchant from members; bringing it back shows it again (OPERATOR-10). */
function RetireDialog({
  editor,
  dirty,
  onClose,
  onDone,
}: {
  editor: MerchantEditor;
  dirty: boolean;
  onClose: () => void;
  onDone: (saved: MerchantEditor) => void;
}) {
  const retiring = editor.retiredAt === null;
  const change = useMutation({
    mutationFn: () =>
      callApi(CatalogConsoleApi.setMerchantRetired, {
        params: { id: editor.id },
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
          ? 'Members will no longer see this merchant or its offers. Nothing is deleted: you can bring it back at any time.'
          : 'Members will see this merchant again in its market and category.'}
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

/** OPERATOR-10, OPERATOR-12: a new merchant (`/merchants/new`) or a stored one. */
export function MerchantEditorPage() {
  const { merchantId } = useParams();
  const id = merchantId === 'new' ? undefined : Number(merchantId);
  const valid = id === undefined || (Number.isInteger(id) && id > 0);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const choices = useCatalogChoices();
  const [saved, setSaved] = useState<string>();
  const [retiring, setRetiring] = useState<{ dirty: boolean }>();
  const editor = useQuery({
    queryKey: editorKey(id ?? 0),
    queryFn: ({ signal }) =>
      callApi(CatalogConsoleApi.getMerchantEditor, { params: { id: id! }, signal }),
    enabled: id !== undefined && valid,
  });

  if (!valid || (editor.error instanceof ApiError && editor.error.status === 404)) {
    return (
      <ConsolePage title="Merchant not found" actions={backLink}>
        <p>There is no merchant here. It may have been given another address.</p>
      </ConsolePage>
    );
  }
  if (choices.isError || editor.isError) {
    return (
      <ConsolePage title="Merchant" actions={backLink}>
        <Notice tone="error">
          <p>The merchant could not be loaded.</p>
          <Button variant="secondary" onClick={() => void editor.refetch()}>
            Try again
          </Button>
        </Notice>
      </ConsolePage>
    );
  }
  const loaded = editor.data;
  if (choices.isPending || (id !== undefined && !loaded)) {
    return (
      <ConsolePage title={id === undefined ? 'New merchant' : 'Merchant'} actions={backLink}>
        <p role="status">Loading…</p>
      </ConsolePage>
    );
  }

  const store = (next: MerchantEditor) => {
    queryClient.setQueryData(editorKey(next.id), next);
    void queryClient.invalidateQueries({ queryKey: [CatalogConsoleApi.getMerchantGrid.name] });
  };

  return (
    <ConsolePage
      title={loaded ? loaded.title : 'New merchant'}
      description={
        loaded ? (
          <span className={styles.standing}>
            {loaded.retiredAt === null ? (
              <span className={`${styles.badge} ${styles.live}`}>Live</span>
            ) : (
              <span className={`${styles.badge} ${styles.retired}`}>Retired</span>
            )}
            <span>Last change {formatDateTime(loaded.updatedAt)}</span>
          </span>
        ) : (
          'Add a merchant location. Its logo and offers come after it is saved.'
        )
      }
      actions={backLink}
    >
      {saved ? <Notice tone="success">{saved}</Notice> : null}
      <div className={styles.editor}>
        {loaded ? (
          <MerchantLogo
            merchantId={loaded.id}
            merchantTitle={loaded.title}
            logo={loaded.logo}
            onChanged={() => queryClient.invalidateQueries({ queryKey: editorKey(loaded.id) })}
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
              setSaved(`${next.title} is added. You can now upload its logo.`);
              void navigate(`/merchants/${String(next.id)}`, { replace: true });
            } else {
              setSaved(`Your changes to ${next.title} are saved.`);
            }
          }}
          onReload={() => {
            setSaved(undefined);
            void editor.refetch();
          }}
          extraActions={(dirty) =>
            loaded ? (
              <Button
                variant={loaded.retiredAt === null ? 'danger' : 'secondary'}
                onClick={() => setRetiring({ dirty })}
              >
                {loaded.retiredAt === null ? 'Retire…' : 'Bring back…'}
              </Button>
            ) : null
          }
        />
      </div>
      {retiring && loaded ? (
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
