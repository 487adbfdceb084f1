import { zodResolver } from '@hookform/resolvers/zod';
import { OfferChangeBusinessApi, offerChangeRequestFormSchema } from '@citybook/contract/catalog';
import type {
  BusinessOffer,
  OfferChangeRequest,
  OfferChangeRequestForm,
  OfferChangeState,
} from '@citybook/contract/catalog';
import { Button } from '@citybook/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ConsolePage } from '../../components/console-page/console-page.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/field/field.tsx';
import { Notice } from '../../components/notice/notice.tsx';
import { StatusBadge, type StatusTone } from '../../components/status-badge/status-badge.tsx';
import { callApi, messageOf } from '../../lib/api-client.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { formatDateTime } from '../../lib/format.ts';
import styles from './merchant-portal.module.css';
import { CheckedForm } from '../../components/checked-form/checked-form.tsx';

/*
 * MERCHANT-9: a merchant admin cannot change an offer; they ask (a new title, new terms, and
 * why), and see each request's state and, when refused, the operator's reason.
 */

export const ChangeRequestsText = {
  sendFailed: 'The request could not be sent. Please try again.',
  sent: 'Sent. Citybook’s editors will approve or refuse it; its state is shown below.',
  loadFailed: 'Your requests could not be loaded. Please try again.',
} as const;

const states: Record<OfferChangeState, { tone: StatusTone; label: string }> = {
  pending: { tone: 'upcoming', label: 'Waiting for Citybook' },
  approved: { tone: 'live', label: 'Approved' },
  refused: { tone: 'retired', label: 'Refused' },
};

const blank = { offerId: 0, title: '', exclusion: '', message: '' };

function RequestForm({ offers, onSent }: { offers: readonly BusinessOffer[]; onSent: () => void }) {
  const form = useForm<OfferChangeRequestForm>({
    resolver: zodResolver(offerChangeRequestFormSchema),
    defaultValues: { ...blank, offerId: offers[0]?.id ?? 0 },
  });
  const failure = useFormFailure(form, ChangeRequestsText.sendFailed);
  const send = useMutation({
    mutationFn: (body: OfferChangeRequestForm) =>
      callApi(OfferChangeBusinessApi.sendOfferChangeRequest, { body }),
    onSuccess: () => {
      form.reset({ ...blank, offerId: form.getValues('offerId') });
      onSent();
    },
    onError: failure.show,
  });
  const { errors } = form.formState;
  const offerId = Number(useWatch({ control: form.control, name: 'offerId' }));
  const chosen = offers.find((offer) => offer.id === offerId);
  return (
    <CheckedForm
      className={styles.form}
      aria-label="Ask for an offer change"
      failure={failure}
      onSubmit={form.handleSubmit((body) => send.mutate(body))}
    >
      <SelectField
        label="Offer"
        error={errors.offerId?.message}
        {...form.register('offerId', { valueAsNumber: true })}
      >
        {offers.map((offer) => (
          <option key={offer.id} value={offer.id}>
            {offer.title} · {offer.merchantTitle}
          </option>
        ))}
      </SelectField>
      {chosen ? (
        <p className={styles.muted}>
          Now: “{chosen.title}”{chosen.exclusion === '' ? '' : ` · ${chosen.exclusion}`}
        </p>
      ) : null}
      <TextField
        label="New title"
        hint="Leave blank to keep the title."
        autoComplete="off"
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextAreaField
        label="New terms"
        hint="What members read under the offer. Leave blank to keep them."
        rows={3}
        error={errors.exclusion?.message}
        {...form.register('exclusion')}
      />
      <TextAreaField
        label="Why"
        rows={3}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <div>
        <Button type="submit" disabled={send.isPending}>
          Send the request
        </Button>
      </div>
    </CheckedForm>
  );
}

function RequestList({ requests }: { requests: readonly OfferChangeRequest[] }) {
  if (requests.length === 0)
    return <p className={styles.muted}>You have not asked for a change yet.</p>;
  return (
    <ul className={styles.requests} aria-label="Your change requests">
      {requests.map((request) => (
        <li key={request.id} className={styles.request}>
          <div className={styles.requestHead}>
            <strong>{request.offerTitle}</strong> · {request.merchantTitle}
            <StatusBadge tone={states[request.state].tone}>
              {states[request.state].label}
            </StatusBadge>
          </div>
          <dl className={styles.facts}>
            {request.title === null ? null : (
              <>
                <dt>New title</dt>
                <dd>{request.title}</dd>
              </>
            )}
            {request.exclusion === null ? null : (
              <>
                <dt>New terms</dt>
                <dd>{request.exclusion}</dd>
              </>
            )}
            <dt>Why</dt>
            <dd>{request.message}</dd>
            <dt>Sent</dt>
            <dd>{formatDateTime(request.createdAt)}</dd>
            {request.decidedAt === null ? null : (
              <>
                <dt>{request.state === 'approved' ? 'Approved' : 'Refused'}</dt>
                <dd>{formatDateTime(request.decidedAt)}</dd>
              </>
            )}
            {request.reason === null ? null : (
              <>
                <dt>Reason</dt>
                <dd>{request.reason}</dd>
              </>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** MERCHANT-9: the merchant admin's Offer changes page of the business frame. */
export function OfferChangeRequestsPage() {
  const queryClient = useQueryClient();
  const offers = useQuery({
    queryKey: [OfferChangeBusinessApi.getBusinessOffers.name],
    queryFn: ({ signal }) => callApi(OfferChangeBusinessApi.getBusinessOffers, { signal }),
  });
  const requests = useQuery({
    queryKey: [OfferChangeBusinessApi.getOfferChangeRequests.name],
    queryFn: ({ signal }) => callApi(OfferChangeBusinessApi.getOfferChangeRequests, { signal }),
  });
  const [sent, setSent] = useState(false);
  const failed = offers.error ?? requests.error;
  return (
    <ConsolePage
      title="Offer changes"
      description="Your offers are printed in the book and shown in the app: to change one, ask Citybook here. You will see whether it was approved, or why not."
    >
      {failed ? (
        <Notice tone="error">{messageOf(failed, ChangeRequestsText.loadFailed)}</Notice>
      ) : null}
      {sent ? <Notice tone="success">{ChangeRequestsText.sent}</Notice> : null}
      <div className={styles.columns}>
        <section aria-labelledby="ask">
          <h2 id="ask" className={styles.heading}>
            Ask for a change
          </h2>
          {offers.data ? (
            offers.data.offers.length === 0 ? (
              <p className={styles.muted}>Your locations have no offers.</p>
            ) : (
              <RequestForm
                offers={offers.data.offers}
                onSent={() => {
                  setSent(true);
                  void queryClient.invalidateQueries({
                    queryKey: [OfferChangeBusinessApi.getOfferChangeRequests.name],
                  });
                }}
              />
            )
          ) : offers.isPending ? (
            <p className={styles.muted}>Loading…</p>
          ) : null}
        </section>
        <section aria-labelledby="yours">
          <h2 id="yours" className={styles.heading}>
            Your requests
          </h2>
          {requests.data ? (
            <RequestList requests={requests.data.requests} />
          ) : requests.isPending ? (
            <p className={styles.muted}>Loading…</p>
          ) : null}
        </section>
      </div>
    </ConsolePage>
  );
}
