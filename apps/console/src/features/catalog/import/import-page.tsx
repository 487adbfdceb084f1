import { ErrorCode } from '@citybook/contract/app';
import { CatalogImportConsoleApi, CatalogImportText } from '@citybook/contract/catalog';
import type { ImportFile, ImportPreview } from '@citybook/contract/catalog';
import { Button } from '@citybook/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { Field } from '../../../components/field/field.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { ApiError, callApi, isNetworkFailure, messageOf } from '../../../lib/api-client.ts';
import { formatCount } from '../../../lib/format.ts';
import { IMPORT_FILE_ACCEPT, ImportFileText, readImportFile } from './import-file.ts';
import {
  ImportChanges,
  ImportCounts,
  ImportErrors,
  importTotals,
  sectionsInFile,
} from './import-preview-view.tsx';
import styles from './import.module.css';

/** OPERATOR-14: who imports (the endpoints' roles); the other roles do not see the screen. */
export const IMPORT_ROLES = CatalogImportConsoleApi.previewCatalogImport.staffRoles;

export const ImportPageText = {
  stale: 'The catalogue changed since the preview — preview again.',
  previewFailed: 'The file could not be previewed. Please try again.',
  applyFailed: 'The import could not be applied; nothing was written. Please try again.',
  noAnswer:
    'The server did not answer, so the import may or may not have been written. Preview the file again to see where the catalogue stands.',
} as const;

function previewFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 413 && !error.answered)
    return ImportFileText.tooLarge;
  return messageOf(error, ImportPageText.previewFailed);
}

/** Why applying failed, and whether previewing again is the way on. */
function applyFailure(error: unknown): { text: string; previewAgain: boolean } {
  if (error instanceof ApiError && error.code === ErrorCode.importStale)
    return { text: ImportPageText.stale, previewAgain: true };
  if (error instanceof ApiError && error.code === ErrorCode.importInvalid)
    return { text: CatalogImportText.invalid, previewAgain: true };
  if (isNetworkFailure(error)) return { text: ImportPageText.noAnswer, previewAgain: true };
  return { text: messageOf(error, ImportPageText.applyFailed), previewAgain: false };
}

function rows(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'row' : 'rows'}`;
}

function PreviewResult({ preview }: { preview: ImportPreview }) {
  if (preview.errors.length > 0) {
    const count = preview.errors.length;
    return (
      <>
        <Notice tone="error">
          {preview.fileName} has {formatCount(count)} {count === 1 ? 'error' : 'errors'}. Nothing
          can be imported from it: correct the file and choose it again.
        </Notice>
        <ImportErrors errors={preview.errors} fileName={preview.fileName} format={preview.format} />
      </>
    );
  }
  const totals = importTotals(sectionsInFile(preview.sections));
  return (
    <>
      <Notice tone="info">
        {totals.added + totals.changed === 0
          ? `The catalogue already holds everything in ${preview.fileName}: importing it would change nothing.`
          : `Importing ${preview.fileName} would add ${rows(totals.added)} and change ${rows(totals.changed)}${totals.retired > 0 ? `, retiring ${formatCount(totals.retired)} ${totals.retired === 1 ? 'merchant that has' : 'merchants that have'} left the book` : ''}. Nothing is written until you apply it.`}
      </Notice>
      <ImportCounts
        caption={`What importing ${preview.fileName} would do`}
        sections={preview.sections}
        tense="preview"
      />
      <p className={styles.note}>
        An import retires only the merchants it marks as having left the book (<code>left</code>:
        yes); rows the file leaves out stay as they are, and a retired row it lists stays retired.
      </p>
      <ImportChanges sections={preview.sections} />
    </>
  );
}

/**
 * OPERATOR-14: the catalogue import with a preview. The chosen file is previewed at once (a dry
 * run that writes nothing); only a preview without errors can be applied, in one transaction,
 * and only while the catalogue is as previewed.
 */
export function ImportPage({ auditLogPath }: { auditLogPath: string | null }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const resultTitleId = useId();
  const [file, setFile] = useState<ImportFile>();
  const [problem, setProblem] = useState<string>();
  const [reading, setReading] = useState(false);
  /** The latest choice: a slower read of an earlier file is dropped. */
  const choice = useRef(0);

  const preview = useMutation({
    mutationFn: (chosen: ImportFile) =>
      callApi(CatalogImportConsoleApi.previewCatalogImport, { body: chosen }),
  });
  const apply = useMutation({
    mutationFn: ({ chosen, token }: { chosen: ImportFile; token: string }) =>
      callApi(CatalogImportConsoleApi.applyCatalogImport, { body: { ...chosen, token } }),
    onSuccess: () => {
      if (input.current) input.current.value = '';
      // Every grid and editor may show rows the file changed (the signed-in person is kept).
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== 'staff',
      });
    },
  });

  const choose = async (chosen: File | undefined) => {
    const mine = ++choice.current;
    preview.reset();
    apply.reset();
    setFile(undefined);
    setProblem(undefined);
    if (!chosen) return;
    setReading(true);
    const read = await readImportFile(chosen);
    if (mine !== choice.current) return;
    setReading(false);
    if ('problem' in read) {
      setProblem(read.problem);
      return;
    }
    setFile(read.file);
    preview.mutate(read.file);
  };

  const previewAgain = () => {
    if (!file) return;
    apply.reset();
    preview.mutate(file);
  };

  const shown = preview.data;
  const applicable = shown !== undefined && shown.errors.length === 0 && shown.token !== null;
  const applied = apply.data;
  const failure = apply.isError ? applyFailure(apply.error) : undefined;

  return (
    <ConsolePage
      title="Import"
      description="Add and update the catalogue from a file: a JSON catalogue, or a CSV of merchants or of offers. You see what it would do first; nothing is written until you apply it."
    >
      <div className={styles.page}>
        <Field
          label="Catalogue file"
          hint="A .json or .csv file in the catalogue import’s format (a CSV has a header row of field names), at most 5 MB."
          error={problem}
        >
          {(control) => (
            <input
              {...control}
              ref={input}
              className={styles.fileInput}
              type="file"
              accept={IMPORT_FILE_ACCEPT}
              disabled={apply.isPending}
              onChange={(event) => void choose(event.target.files?.[0])}
            />
          )}
        </Field>

        {reading ? <p role="status">Reading the file…</p> : null}
        {preview.isPending ? <p role="status">Previewing {file?.fileName}…</p> : null}
        {preview.isError ? (
          <Notice tone="error">
            <p>{previewFailure(preview.error)}</p>
            <Button variant="secondary" onClick={previewAgain}>
              Try again
            </Button>
          </Notice>
        ) : null}

        {applied ? (
          <section className={styles.result} aria-labelledby={resultTitleId}>
            <h2 id={resultTitleId} className={styles.resultTitle}>
              Imported {applied.fileName}
            </h2>
            <Notice tone="success">
              {applied.fileName} is imported: members see the changes at their next load.
            </Notice>
            <ImportCounts
              caption={`What importing ${applied.fileName} wrote`}
              sections={applied.sections}
              tense="applied"
            />
            <ImportChanges sections={applied.sections} />
            <p>
              {auditLogPath ? (
                <Link className={styles.link} to={auditLogPath}>
                  See the import in the audit log
                </Link>
              ) : (
                'The import is recorded in the audit log.'
              )}
            </p>
          </section>
        ) : shown && !preview.isPending ? (
          <section className={styles.result} aria-labelledby={resultTitleId}>
            <h2 id={resultTitleId} className={styles.resultTitle}>
              Preview of {shown.fileName}
            </h2>
            <PreviewResult preview={shown} />
            {failure ? (
              <Notice tone="error">
                <p>{failure.text}</p>
                {failure.previewAgain ? (
                  <Button variant="secondary" onClick={previewAgain}>
                    Preview again
                  </Button>
                ) : null}
              </Notice>
            ) : null}
            <div className={styles.actions}>
              <Button
                disabled={!applicable || apply.isPending || failure?.previewAgain === true}
                onClick={() => {
                  if (file && shown.token) apply.mutate({ chosen: file, token: shown.token });
                }}
              >
                {apply.isPending ? 'Applying…' : 'Apply the import'}
              </Button>
              {!applicable ? (
                <span className={styles.muted}>A file with errors cannot be applied.</span>
              ) : null}
            </div>
          </section>
        ) : null}
      </div>
    </ConsolePage>
  );
}
