import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorCode } from '@citybook/contract/app';
import { OfferChangeConsoleApi, refuseOfferChangeSchema } from '@citybook/contract/catalog';
import type { OfferChangeReview, RefuseOfferChange } from '@citybook/contract/catalog';
import { Button } from '@citybook/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { TextAreaField } from '../../../components/field/field.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { TextLink } from '../../../components/page-links/page-links.tsx';
import { ApiError, callApi, messageOf } from '../../../lib/api-client.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { ChangeRequestState } from './change-request-state.tsx';
import styles from './change-requests.module.css';
import { CheckedForm } from '../../../components/checked-form/checked-form.tsx';

export const ChangeRequestText = {
  loadFailed: 'The change request could not be loaded.',
  approveFailed: 'The change could not be approved. Please try again.',
  refuseFailed: 'The request could not be refused. Please try again.',
  stale:
    'Someone saved this offer after you opened the request. The offer as it is now is shown: check the change still makes sense, then approve again.',
  approved: 'Approved: the offer is changed, and members see it at their next load.',
  refused: 'Refused: the merchant sees your reason.',
} as const;

/** The offer now beside the change asked for; a field the request leaves alone says so. */
function Comparison({ review }: { review: OfferChangeReview }) {
  const { request, offer } = review;
  const rows = [
    ['Title', offer.title, request.title],
    ['Terms', offer.exclusion, request.exclusion],
  ] as const;
  return (
    <table className={styles.comparison}>
      <caption>The offer now and the change asked for</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Now</th>
          <th scope="col">Asked for</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, now, asked]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td className={styles.text}>{now === '' ? <em>None</em> : now}</td>
            <td className={styles.text}>{asked === null ? <em>Unchanged</em> : asked}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RefuseForm({
  requestId,
  onDone,
}: {
  requestId: number;
  onDone: (next: OfferChangeReview) => void;
}) {
  const form = useForm<RefuseOfferChange>({
    resolver: zodResolver(refuseOfferChangeSchema),
    defaultValues: { reason: '' },
  });
  const failure = useFormFailure(form, ChangeRequestText.refuseFailed);
  const refuse = useMutation({
    mutationFn: (body: RefuseOfferChange) =>
      callApi(OfferChangeConsoleApi.refuseOfferChange, { params: { requestId }, body }),
    onSuccess: onDone,
    onError: failure.show,
  });
  return (
    <CheckedForm
      className={styles.form}
      aria-label="Refuse the request"
      failure={failure}
      onSubmit={form.handleSubmit((body) => refuse.mutate(body))}
    >
      <TextAreaField
        label="Reason for refusing"
        hint="The merchant reads it."
        rows={3}
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
      <div>
        <Button type="submit" variant="danger" disabled={refuse.isPending}>
          Refuse
        </Button>
      </div>
    </CheckedForm>
  );
}

/** MERCHANT-9: one change request: the offer now, the change asked for, and the decision. */
export function ChangeRequestPage() {
  const requestId = Number(useParams().requestId);
  const queryClient = useQueryClient();
  const key = [OfferChangeConsoleApi.getOfferChangeReview.name, requestId];
  const review = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      callApi(OfferChangeConsoleApi.getOfferChangeReview, { params: { requestId }, signal }),
  });
  const [done, setDone] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const saved = (next: OfferChangeReview, message: string) => {
    queryClient.setQueryData(key, next);
    void queryClient.invalidateQueries({
      queryKey: [OfferChangeConsoleApi.getOfferChangeGrid.name],
    });
    setProblem(undefined);
    setDone(message);
  };
  const approve = useMutation({
    mutationFn: (offerRevision: number) =>
      callApi(OfferChangeConsoleApi.approveOfferChange, {
        params: { requestId },
        body: { offerRevision },
      }),
    onSuccess: (next) => saved(next, ChangeRequestText.approved),
    onError: (error) => {
      // A stale offer or a request decided meanwhile: show the request as it is now.
      void review.refetch();
      setProblem(
        error instanceof ApiError && error.code === ErrorCode.editConflict
          ? ChangeRequestText.stale
          : messageOf(error, ChangeRequestText.approveFailed),
      );
    },
  });
  const data = review.data;
  return (
    <ConsolePage
      title={data ? `Change to “${data.request.offerTitle}”` : 'Change request'}
      description={data ? undefined : review.isError ? ChangeRequestText.loadFailed : 'Loading…'}
      actions={<TextLink to="/change-requests">All change requests</TextLink>}
    >
      {review.isError ? (
        <Notice tone="error">{messageOf(review.error, ChangeRequestText.loadFailed)}</Notice>
      ) : null}
      {data ? (
        <>
          {done ? <Notice tone="success">{done}</Notice> : null}
          {problem ? <Notice tone="error">{problem}</Notice> : null}
          <dl className={styles.facts}>
            <dt>State</dt>
            <dd>
              <ChangeRequestState state={data.request.state} />
            </dd>
            <dt>Merchant</dt>
            <dd>
              {data.request.merchantTitle} ({data.request.organisationName})
            </dd>
            <dt>Sent</dt>
            <dd>
              {formatDateTime(data.request.createdAt)} by {data.request.requestedBy}
            </dd>
            <dt>Why</dt>
            <dd className={styles.text}>{data.request.message}</dd>
            {data.request.decidedAt !== null ? (
              <>
                <dt>Decided</dt>
                <dd>
                  {formatDateTime(data.request.decidedAt)} by {data.request.decidedBy}
                  {data.request.reason === null ? null : `: ${data.request.reason}`}
                </dd>
              </>
            ) : null}
          </dl>
          <Comparison review={data} />
          <p>
            <TextLink to={`/offers/${String(data.offer.id)}`}>Open the offer</TextLink>
          </p>
          {data.request.state === 'pending' ? (
            <div className={styles.decisions}>
              <section className={styles.section} aria-labelledby="approve">
                <h2 id="approve">Approve</h2>
                <p className={styles.muted}>
                  The offer takes the title and terms asked for at once; the change is in the audit
                  log.
                </p>
                <div>
                  <Button
                    disabled={approve.isPending}
                    onClick={() => {
                      setDone(undefined);
                      approve.mutate(data.offer.revision);
                    }}
                  >
                    Approve the change
                  </Button>
                </div>
              </section>
              <section className={styles.section} aria-labelledby="refuse">
                <h2 id="refuse">Refuse</h2>
                <RefuseForm
                  requestId={requestId}
                  onDone={(next) => saved(next, ChangeRequestText.refused)}
                />
              </section>
            </div>
          ) : null}
        </>
      ) : null}
    </ConsolePage>
  );
}
