import { zodResolver } from '@hookform/resolvers/zod';
import {
  CodeBatchConsoleApi,
  voidActivationCodeSchema,
  voidCodeBatchSchema,
} from '@citybook/contract/activation';
import type {
  CodeBatchDetail,
  VoidActivationCode,
  VoidCodeBatch,
} from '@citybook/contract/activation';
import { urlOf } from '@citybook/contract/endpoint';
import { Button } from '@citybook/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { TextField } from '../../../components/field/field.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { TextLink } from '../../../components/page-links/page-links.tsx';
import { StatusBadge } from '../../../components/status-badge/status-badge.tsx';
import { callApi, messageOf } from '../../../lib/api-client.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import { formatCount, formatDateTime } from '../../../lib/format.ts';
import styles from './code-batches.module.css';
import { CheckedForm } from '../../../components/checked-form/checked-form.tsx';

export const CodeBatchText = {
  loadFailed: 'The batch could not be loaded.',
  voidFailed: 'The batch could not be voided. Please try again.',
  voidCodeFailed: 'The code could not be voided. Please try again.',
  batchVoided: 'The batch is void: its unused codes can no longer be activated.',
  codeVoided: (code: string) => `${code} is void: it can no longer be activated.`,
} as const;

function Usage({ batch }: { batch: CodeBatchDetail }) {
  const stats = [
    ['Activated', batch.usage.activated],
    ['Unused', batch.usage.unused],
    ['Void', batch.usage.void],
  ] as const;
  return (
    <dl className={styles.usage} aria-label="Usage">
      {stats.map(([label, value]) => (
        <div key={label} className={styles.stat}>
          <dt>{label}</dt>
          <dd>{formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Facts({ batch }: { batch: CodeBatchDetail }) {
  return (
    <dl className={styles.facts}>
      <dt>Edition</dt>
      <dd>{batch.editionName ?? '—'}</dd>
      <dt>Codes</dt>
      <dd>{formatCount(batch.count)}</dd>
      <dt>Activation</dt>
      <dd>
        {batch.activationDays === null
          ? 'Ends with the edition'
          : `${String(batch.activationDays)} days from its activation`}
      </dd>
      <dt>Activate until</dt>
      <dd>{batch.activatableUntil === null ? 'No end' : formatDateTime(batch.activatableUntil)}</dd>
      <dt>Batch key</dt>
      <dd className={styles.code}>{batch.batch}</dd>
      <dt>Made</dt>
      <dd>
        {formatDateTime(batch.createdAt)} by {batch.createdBy}
      </dd>
      {batch.voidedAt !== null ? (
        <>
          <dt>Voided</dt>
          <dd>
            {formatDateTime(batch.voidedAt)}: {batch.voidReason}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/** OPERATOR-17: withdraws every unused code of the batch, with a reason. */
function VoidBatchForm({
  batch,
  onDone,
}: {
  batch: CodeBatchDetail;
  onDone: (next: CodeBatchDetail) => void;
}) {
  const form = useForm<VoidCodeBatch>({
    resolver: zodResolver(voidCodeBatchSchema),
    defaultValues: { reason: '' },
  });
  const failure = useFormFailure(form, CodeBatchText.voidFailed);
  const [confirming, setConfirming] = useState(false);
  const voidBatch = useMutation({
    mutationFn: (body: VoidCodeBatch) =>
      callApi(CodeBatchConsoleApi.voidCodeBatch, { params: { batchId: batch.id }, body }),
    onSuccess: onDone,
    onError: failure.show,
  });
  return (
    <form
      className={styles.form}
      aria-label="Void the batch"
      noValidate
      onSubmit={(event) => {
        failure.clear();
        void form.handleSubmit((body) => {
          if (!confirming) {
            setConfirming(true);
            return;
          }
          voidBatch.mutate(body);
        })(event);
      }}
    >
      <p className={styles.muted}>
        Its {formatCount(batch.usage.unused)} unused codes stop working; the{' '}
        {formatCount(batch.usage.activated)} activated ones keep working.
      </p>
      {failure.message ? <Notice tone="error">{failure.message}</Notice> : null}
      <TextField
        label="Reason for voiding the batch"
        autoComplete="off"
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
      {confirming ? (
        <Notice tone="info">
          Voiding cannot be undone. Press “Void all unused codes” again to confirm.
        </Notice>
      ) : null}
      <div>
        <Button type="submit" variant="danger" disabled={voidBatch.isPending}>
          Void all unused codes
        </Button>
      </div>
    </form>
  );
}

/** OPERATOR-17: withdraws one unused code of the batch, with a reason. */
function VoidCodeForm({
  batch,
  onDone,
}: {
  batch: CodeBatchDetail;
  onDone: (next: CodeBatchDetail, code: string) => void;
}) {
  const form = useForm<VoidActivationCode>({
    resolver: zodResolver(voidActivationCodeSchema),
    defaultValues: { code: '', reason: '' },
  });
  const failure = useFormFailure(form, CodeBatchText.voidCodeFailed);
  const voidCode = useMutation({
    mutationFn: (body: VoidActivationCode) =>
      callApi(CodeBatchConsoleApi.voidActivationCode, { params: { batchId: batch.id }, body }),
    onSuccess: (next, body) => {
      form.reset({ code: '', reason: '' });
      onDone(next, body.code);
    },
    onError: failure.show,
  });
  const { errors } = form.formState;
  return (
    <CheckedForm
      className={styles.form}
      aria-label="Void one code"
      failure={failure}
      onSubmit={form.handleSubmit((body) => voidCode.mutate(body))}
    >
      <TextField
        label="Code"
        hint="As printed, e.g. ABCD-EFGH-JKMN-PQRS."
        autoComplete="off"
        spellCheck={false}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <TextField
        label="Reason for voiding the code"
        autoComplete="off"
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <div>
        <Button type="submit" variant="secondary" disabled={voidCode.isPending}>
          Void the code
        </Button>
      </div>
    </CheckedForm>
  );
}

/** OPERATOR-15…17: one batch: its usage, its downloads, and voiding it or one of its codes. */
export function CodeBatchPage() {
  const batchId = Number(useParams().batchId);
  const queryClient = useQueryClient();
  const key = [CodeBatchConsoleApi.getCodeBatch.name, batchId];
  const batch = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      callApi(CodeBatchConsoleApi.getCodeBatch, { params: { batchId }, signal }),
  });
  const [done, setDone] = useState<string>();
  const saved = (next: CodeBatchDetail, message: string) => {
    queryClient.setQueryData(key, next);
    void queryClient.invalidateQueries({ queryKey: [CodeBatchConsoleApi.getCodeBatchGrid.name] });
    setDone(message);
  };
  const data = batch.data;
  return (
    <ConsolePage
      title={data ? data.label : 'Code batch'}
      description={data ? undefined : batch.isError ? CodeBatchText.loadFailed : 'Loading…'}
      actions={<TextLink to="/codes">All batches</TextLink>}
    >
      {batch.isError ? (
        <Notice tone="error">
          <p>{messageOf(batch.error, CodeBatchText.loadFailed)}</p>
          <Button variant="secondary" onClick={() => void batch.refetch()}>
            Try again
          </Button>
        </Notice>
      ) : null}
      {data ? (
        <>
          {data.voidedAt === null ? null : <StatusBadge tone="retired">Void</StatusBadge>}
          {done ? <Notice tone="success">{done}</Notice> : null}
          <Usage batch={data} />
          <div className={styles.downloads}>
            <a
              className={styles.download}
              href={urlOf(CodeBatchConsoleApi.downloadCodeBatchPdf, { params: { batchId } })}
              download
            >
              Download PDF for print
            </a>
            <a
              className={styles.download}
              href={urlOf(CodeBatchConsoleApi.downloadCodeBatchCsv, { params: { batchId } })}
              download
            >
              Download CSV
            </a>
          </div>
          <Facts batch={data} />
          <div className={styles.sections}>
            <section className={styles.section} aria-labelledby="void-code">
              <h2 id="void-code">Void one code</h2>
              <VoidCodeForm
                batch={data}
                onDone={(next, code) => saved(next, CodeBatchText.codeVoided(code))}
              />
              {data.voidedCodes.length > 0 ? (
                <>
                  <h3>Codes voided one by one</h3>
                  <ul className={styles.list}>
                    {data.voidedCodes.map((row) => (
                      <li key={row.code}>
                        <span className={styles.code}>{row.code}</span>,{' '}
                        {formatDateTime(row.voidedAt)}: {row.reason}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </section>
            {data.voidedAt === null ? (
              <section className={styles.section} aria-labelledby="void-batch">
                <h2 id="void-batch">Void the batch</h2>
                <VoidBatchForm
                  batch={data}
                  onDone={(next) => saved(next, CodeBatchText.batchVoided)}
                />
              </section>
            ) : null}
          </div>
        </>
      ) : null}
    </ConsolePage>
  );
}
