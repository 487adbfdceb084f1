import { ConsoleEditText } from '@citybook/contract/console-fields';
import { Button } from '@citybook/ui';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { Dialog, DialogActions } from '../dialog/dialog.tsx';
import { Notice } from '../notice/notice.tsx';
import type { EditorSave } from './use-editor-save.ts';
import styles from './editor-form.module.css';

interface EditorFormProps {
  /** What the form edits, in a sentence: "market" makes "New market", "Add market", "Reload the market". */
  noun: string;
  /** The stored row's name ("Edit Austin, TX"); none for a new row. */
  title: string | undefined;
  /** A new row's form name when "New <noun>" says too little (e.g. whose offer it is). */
  newLabel?: string | undefined;
  save: EditorSave;
  /** Opens the stored row again, after an edit conflict; a new row has none to open. */
  onReload?: (() => void) | undefined;
  /** Buttons beside Save (retire, bring back). */
  extraActions?: ReactNode;
  children: ReactNode;
}

/**
 * OPERATOR-10: a console editor's form: why the last save failed above it, its fields, Save, and
 * a question before leaving with unsaved changes (a link, Back, or closing the tab).
 */
export function EditorForm({
  noun,
  title,
  newLabel = `New ${noun}`,
  save,
  onReload,
  extraActions,
  children,
}: EditorFormProps) {
  const unsaved = save.unsaved;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      save.unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={title === undefined ? newLabel : `Edit ${title}`}
      onSubmit={save.submit}
    >
      {save.conflict && onReload ? (
        <Notice tone="error">
          <p>{ConsoleEditText.editConflict}</p>
          <Button variant="secondary" onClick={onReload}>
            Reload the {noun}
          </Button>
        </Notice>
      ) : save.failure ? (
        <Notice tone="error">{save.failure}</Notice>
      ) : null}

      {children}

      <div className={styles.actions}>
        <Button type="submit" disabled={save.saving}>
          {save.saving ? 'Saving…' : title === undefined ? `Add ${noun}` : 'Save changes'}
        </Button>
        {extraActions}
      </div>

      {blocker.state === 'blocked' ? (
        <Dialog title="Leave without saving?" onClose={() => blocker.reset()}>
          <p>Your changes to this {noun} are not saved. If you leave now they are lost.</p>
          <DialogActions>
            <Button variant="secondary" onClick={() => blocker.reset()}>
              Stay and keep editing
            </Button>
            <Button variant="danger" onClick={() => blocker.proceed()}>
              Leave and discard
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </form>
  );
}

/**
 * A titled group of an editor's fields, two columns on a desktop. Without a legend it is a plain
 * box, for a part that names itself (e.g. an image field with its own heading).
 */
export function FormSection({ legend, children }: { legend?: string; children: ReactNode }) {
  return legend === undefined ? (
    <div className={styles.section}>{children}</div>
  ) : (
    <fieldset className={styles.section}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Something in a section that spans both columns (a long hint, a picker). */
export function Wide({ children }: { children: ReactNode }) {
  return <div className={styles.wide}>{children}</div>;
}
