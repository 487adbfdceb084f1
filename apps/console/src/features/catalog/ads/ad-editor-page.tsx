import { ErrorCode } from '@citybook/contract/app';
import { CatalogConsoleApi } from '@citybook/contract/catalog';
import type { MobileAdEditor } from '@citybook/contract/catalog';
import { ConsoleEditText } from '@citybook/contract/console-fields';
import { Button } from '@citybook/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { Dialog, DialogActions } from '../../../components/dialog/dialog.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { ApiError, callApi, messageOf } from '../../../lib/api-client.ts';
import merchantStyles from '../merchants/merchants.module.css';
import { AdForm } from './ad-form.tsx';
import { AdStanding, runText } from './ad-schedule.tsx';
import { useAdMarkets } from './use-ad-markets.ts';

const editorKey = (id: number) => [CatalogConsoleApi.getMobileAdEditor.name, id];

const backLink = (
  <Link className={merchantStyles.backLink} to="/ads">
    All ads
  </Link>
);

/** Retiring hides an ad from members whatever its days; bringing it back shows it on them. */
function RetireAdDialog({
  editor,
  dirty,
  onClose,
  onDone,
}: {
  editor: MobileAdEditor;
  dirty: boolean;
  onClose: () => void;
  onDone: (saved: MobileAdEditor) => void;
}) {
  const retiring = editor.retiredAt === null;
  const change = useMutation({
    mutationFn: () =>
      callApi(CatalogConsoleApi.setMobileAdRetired, {
        params: { adId: editor.id },
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
          ? 'Members will no longer see this ad, whatever its days. Nothing is deleted: you can bring it back at any time.'
          : 'Members of its market will see this ad again on the days of its run.'}
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

/** OPERATOR-10, OPERATOR-12: a new mobile ad (`/ads/new`) or a stored one. */
export function AdEditorPage() {
  const { adId } = useParams();
  const id = adId === 'new' ? undefined : Number(adId);
  const valid = id === undefined || (Number.isInteger(id) && id > 0);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const markets = useAdMarkets();
  const [saved, setSaved] = useState<string>();
  const [imageFailure, setImageFailure] = useState<string>();
  const [retiring, setRetiring] = useState<{ dirty: boolean }>();
  const editor = useQuery({
    queryKey: editorKey(id ?? 0),
    queryFn: ({ signal }) =>
      callApi(CatalogConsoleApi.getMobileAdEditor, { params: { adId: id! }, signal }),
    enabled: id !== undefined && valid,
  });

  if (!valid || (editor.error instanceof ApiError && editor.error.status === 404)) {
    return (
      <ConsolePage title="Ad not found" actions={backLink}>
        <p>There is no ad here. It may have been given another address.</p>
      </ConsolePage>
    );
  }
  if (markets.isError || editor.isError) {
    return (
      <ConsolePage title="Mobile ad" actions={backLink}>
        <Notice tone="error">
          <p>The ad could not be loaded.</p>
          <Button variant="secondary" onClick={() => void editor.refetch()}>
            Try again
          </Button>
        </Notice>
      </ConsolePage>
    );
  }
  const loaded = editor.data;
  if (markets.isPending || (id !== undefined && !loaded)) {
    return (
      <ConsolePage title={id === undefined ? 'New ad' : 'Mobile ad'} actions={backLink}>
        <p role="status">Loading…</p>
      </ConsolePage>
    );
  }

  const store = (next: MobileAdEditor) => {
    queryClient.setQueryData(editorKey(next.id), next);
    void queryClient.invalidateQueries({ queryKey: [CatalogConsoleApi.getMobileAdGrid.name] });
  };

  return (
    <ConsolePage
      title={loaded ? loaded.title : 'New ad'}
      description={
        loaded ? (
          <span className={merchantStyles.standing}>
            <AdStanding schedule={loaded.schedule} retired={loaded.retiredAt !== null} />
            <span>Runs {runText(loaded)}</span>
          </span>
        ) : (
          'Add an ad to a market’s categories screen, with its image and the days it runs.'
        )
      }
      actions={backLink}
    >
      {saved ? <Notice tone="success">{saved}</Notice> : null}
      {imageFailure ? (
        <Notice tone="error">
          The ad is saved, but its uploaded image could not be attached: {imageFailure}
        </Notice>
      ) : null}
      <AdForm
        // A new revision (a save, a reload, retiring) starts the form afresh from it.
        key={loaded ? `${String(loaded.id)}@${String(loaded.revision)}` : 'new'}
        editor={loaded}
        markets={markets.markets}
        onSaved={({ editor: next, created, imageFailure: failure }) => {
          store(next);
          setImageFailure(failure);
          setSaved(
            created ? `${next.title} is added.` : `Your changes to ${next.title} are saved.`,
          );
          // The same page stays on screen at the new ad's address.
          if (created) void navigate(`/ads/${String(next.id)}`, { replace: true });
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
      {retiring && loaded ? (
        <RetireAdDialog
          editor={loaded}
          dirty={retiring.dirty}
          onClose={() => setRetiring(undefined)}
          onDone={(next) => {
            setRetiring(undefined);
            store(next);
            setSaved(
              next.retiredAt === null
                ? `${next.title} is live again: members see it on the days of its run.`
                : `${next.title} is retired: members no longer see it.`,
            );
          }}
        />
      ) : null}
    </ConsolePage>
  );
}
