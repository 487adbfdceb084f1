import { Button } from '@citybook/ui';
import type { ReactNode } from 'react';
import { ConsolePage } from '../console-page/console-page.tsx';
import { Notice } from '../notice/notice.tsx';
import { RetiredBadge } from '../status-badge/status-badge.tsx';
import type { EditorRecord } from './use-editor-record.ts';
import styles from './editor-page.module.css';

interface FallbackOptions {
  /** The row's kind in a sentence, e.g. "market". */
  noun: string;
  /** The page's title while a new row is made, e.g. "New market". */
  newTitle: string;
  /** The page's title while a stored row loads or has failed to; the noun, capitalised, if none. */
  title?: string;
  /** The way back to the grid. */
  back: ReactNode;
  /** Whatever else the page waits for (e.g. the choices of its selects), and asks it again. */
  alsoPending?: boolean;
  alsoFailed?: boolean;
  retry?: () => void;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What the fallback reads of the page's row: an editor record, or a query standing in for one. */
export type FallbackRecord<Editor extends { id: number }> = Pick<
  EditorRecord<Editor>,
  'notFound' | 'isNew' | 'loaded'
> & { query: Pick<EditorRecord<Editor>['query'], 'isError' | 'refetch'> };

/**
 * What an editor page shows until its row is there: not found, could not load (with a retry), or
 * loading. Null once the form can be shown.
 */
export function editorFallback<Editor extends { id: number }>(
  record: FallbackRecord<Editor>,
  {
    noun,
    newTitle,
    title = capitalised(noun),
    back,
    alsoPending = false,
    alsoFailed = false,
    retry,
  }: FallbackOptions,
): ReactNode {
  if (record.notFound) {
    return (
      <ConsolePage title={`${capitalised(noun)} not found`} actions={back}>
        <p>There is no {noun} here. It may have been given another address.</p>
      </ConsolePage>
    );
  }
  if (alsoFailed || record.query.isError) {
    return (
      <ConsolePage title={title} actions={back}>
        <Notice tone="error">
          <p>The {noun} could not be loaded.</p>
          <Button
            variant="secondary"
            onClick={() => {
              retry?.();
              // A new row has no stored data to ask for again.
              if (!record.isNew && record.query.isError) void record.query.refetch();
            }}
          >
            Try again
          </Button>
        </Notice>
      </ConsolePage>
    );
  }
  if (alsoPending || (!record.isNew && !record.loaded)) {
    return (
      <ConsolePage title={record.isNew ? newTitle : title} actions={back}>
        <p role="status">Loading…</p>
      </ConsolePage>
    );
  }
  return null;
}

interface EditorStandingProps {
  retired: boolean;
  /** A badge that says more than live or retired (e.g. where an ad's run stands). */
  badge?: ReactNode;
  children?: ReactNode;
}

/** An editor's line under its heading: live or retired, and what else the page says of it. */
export function EditorStanding({ retired, badge, children }: EditorStandingProps) {
  return (
    <span className={styles.standing}>
      {badge ?? <RetiredBadge retired={retired} />}
      {children}
    </span>
  );
}
