import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ConsolePage } from '../console-page/console-page.tsx';
import { RetireControl } from '../editor-form/retire-control.tsx';
import { Notice } from '../notice/notice.tsx';
import { TextLink } from '../page-links/page-links.tsx';
import { EditorStanding, editorFallback } from './editor-fallback.tsx';
import type { EditorRecord } from './use-editor-record.ts';

interface StoredRow {
  readonly id: number;
  readonly revision: number;
}

/** What the page hands its form: the stored row (none: a new one) and what to do after a save. */
export interface RecordFormProps<Editor> {
  /** A new revision (a save, a reload, retiring) starts the form afresh from it. */
  key: string;
  editor: Editor | undefined;
  onSaved: (saved: Editor, created: boolean) => void;
  onReload: () => void;
  extraActions: (dirty: boolean) => ReactNode;
}

interface RecordEditorPageProps<Editor extends StoredRow> {
  record: EditorRecord<Editor>;
  /** The row's kind in a sentence, e.g. "franchise". */
  noun: string;
  /** The grid's address; an editor is at `<listPath>/<id>`, a new row at `<listPath>/new`. */
  listPath: string;
  /** The grid link's words, e.g. "All franchises". */
  listLabel: string;
  newTitle: string;
  /** The title while a stored row loads; the noun, capitalised, if none. */
  loadingTitle?: string;
  newDescription: ReactNode;
  /** A stored row's name, the page's heading. */
  titleOf: (editor: Editor) => string;
  /** Whatever else the page waits for (e.g. the choices of its selects). */
  alsoPending?: boolean;
  alsoFailed?: boolean;
  /** Asks again for what else failed to load (the row itself is asked again anyway). */
  retry?: () => void;
  /** Beside a stored row's standing (e.g. a link to its merchants). */
  standing?: (editor: Editor) => ReactNode;
  /** A badge in place of live or retired (e.g. where an ad's run stands). */
  badge?: (editor: Editor) => ReactNode;
  /** Retiring and bringing back, for rows that can be retired (OPERATOR-10). */
  retire?: {
    setRetired: (editor: Editor, retired: boolean, revision: number) => Promise<Editor>;
    retireText: string;
    bringBackText: string;
    liveAgainDetail?: string;
  };
  children: (form: RecordFormProps<Editor>) => ReactNode;
}

/**
 * OPERATOR-10: the editor page of a catalogue row: its heading and standing, the word on the last
 * save, its form, and retiring. A new row, once added, stays on screen at its own address.
 */
export function RecordEditorPage<Editor extends StoredRow & { retiredAt?: string | null }>({
  record,
  noun,
  listPath,
  listLabel,
  newTitle,
  loadingTitle,
  newDescription,
  titleOf,
  standing,
  badge,
  alsoPending,
  alsoFailed,
  retry,
  retire,
  children,
}: RecordEditorPageProps<Editor>) {
  const navigate = useNavigate();
  const back = <TextLink to={listPath}>{listLabel}</TextLink>;
  const fallback = editorFallback(record, {
    noun,
    newTitle,
    title: loadingTitle,
    back,
    alsoPending,
    alsoFailed,
    retry,
  });
  if (fallback) return fallback;
  const { loaded, store, setNotice } = record;
  const retiredAt = loaded?.retiredAt;

  return (
    <ConsolePage
      title={loaded ? titleOf(loaded) : newTitle}
      description={
        !loaded ? (
          newDescription
        ) : retiredAt === undefined ? (
          standing?.(loaded)
        ) : (
          <EditorStanding retired={retiredAt !== null} badge={badge?.(loaded)}>
            {standing?.(loaded)}
          </EditorStanding>
        )
      }
      actions={back}
    >
      {record.notice ? <Notice tone="success">{record.notice}</Notice> : null}
      {children({
        key: loaded ? `${String(loaded.id)}@${String(loaded.revision)}` : 'new',
        editor: loaded,
        onSaved: (next, created) => {
          store(next);
          if (created) {
            setNotice(`${titleOf(next)} is added.`);
            void navigate(`${listPath}/${String(next.id)}`, { replace: true });
          } else {
            setNotice(`Your changes to ${titleOf(next)} are saved.`);
          }
        },
        onReload: record.reload,
        extraActions: (dirty) =>
          loaded && retire && retiredAt !== undefined ? (
            <RetireControl
              editor={{ title: titleOf(loaded), revision: loaded.revision, retiredAt }}
              dirty={dirty}
              setRetired={(retired, revision) => retire.setRetired(loaded, retired, revision)}
              onDone={(next, notice) => {
                store(next);
                setNotice(notice);
              }}
              retireText={retire.retireText}
              bringBackText={retire.bringBackText}
              liveAgainDetail={retire.liveAgainDetail}
            />
          ) : null,
      })}
    </ConsolePage>
  );
}
