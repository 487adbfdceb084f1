import { zodResolver } from '@hookform/resolvers/zod';
import {
  centsOfDollars,
  FundraisingConsoleApi,
  payoutFormSchema,
  type CampaignStatement,
  type PayoutForm,
} from '@citybook/contract/fundraising';
import { urlOf } from '@citybook/contract/endpoint';
import { Button } from '@citybook/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { editorFallback } from '../../../components/editor-page/editor-fallback.tsx';
import { TextField } from '../../../components/field/field.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { TextLink } from '../../../components/page-links/page-links.tsx';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import { formatDollars } from '../campaign-words.ts';
import parts from '../../../components/page-parts/page-parts.module.css';
import styles from '../fundraising.module.css';
import { StatementView } from './statement-view.tsx';
import { CheckedForm } from '../../../components/checked-form/checked-form.tsx';

const today = () => new Date().toISOString().slice(0, 10);
const emptyForm = (): PayoutForm => ({ amount: '', paidOn: today(), note: '' });

/**
 * FUNDRAISING-13: the operator records a payout. One client key per filled-in form, so a double
 * click (or a retry after a lost answer) records one payout; a new key once it is recorded.
 */
function RecordPayoutForm({
  campaignId,
  onRecorded,
}: {
  campaignId: number;
  onRecorded: (statement: CampaignStatement, amountCents: number) => void;
}) {
  const [clientKey, setClientKey] = useState(() => crypto.randomUUID());
  const form = useForm<PayoutForm>({
    resolver: zodResolver(payoutFormSchema),
    defaultValues: emptyForm(),
  });
  const failure = useFormFailure(form, 'The payout could not be recorded. Please try again.');
  const record = useMutation({
    mutationFn: (input: PayoutForm) =>
      callApi(FundraisingConsoleApi.recordCampaignPayout, {
        params: { campaignId },
        body: {
          amountCents: centsOfDollars(input.amount),
          paidOn: input.paidOn,
          note: input.note,
          clientKey,
        },
      }),
    onSuccess: (statement, input) => {
      form.reset(emptyForm());
      setClientKey(crypto.randomUUID());
      onRecorded(statement, centsOfDollars(input.amount));
    },
    onError: failure.show,
  });
  return (
    <section className={parts.section} aria-labelledby="record-payout">
      <h2 id="record-payout" className={parts.sectionTitle}>
        Record a payout
      </h2>
      <CheckedForm
        className={parts.form}
        aria-labelledby="record-payout"
        failure={failure}
        failureBefore
        onSubmit={form.handleSubmit((input) => record.mutate(input))}
      >
        <div className={styles.row}>
          <TextField
            label="Amount paid (USD)"
            hint="Dollars and cents, e.g. 125.50"
            inputMode="decimal"
            autoComplete="off"
            error={form.formState.errors.amount?.message}
            {...form.register('amount')}
          />
          <TextField
            label="Paid on"
            type="date"
            error={form.formState.errors.paidOn?.message}
            {...form.register('paidOn')}
          />
        </div>
        <TextField
          label="Reference"
          hint="The cheque’s number or the transfer’s reference"
          autoComplete="off"
          error={form.formState.errors.note?.message}
          {...form.register('note')}
        />
        <div>
          <Button type="submit" disabled={record.isPending}>
            {record.isPending ? 'Recording…' : 'Record payout'}
          </Button>
        </div>
      </CheckedForm>
    </section>
  );
}

/** FUNDRAISING-12, FUNDRAISING-13: a campaign's statement and payouts, for operators. */
export function CampaignStatementPage() {
  const campaignId = Number(useParams().campaignId);
  const valid = Number.isInteger(campaignId) && campaignId > 0;
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string>();
  const key = [FundraisingConsoleApi.getCampaignStatement.name, campaignId];
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      callApi(FundraisingConsoleApi.getCampaignStatement, { params: { campaignId }, signal }),
    enabled: valid,
  });
  const statement = query.data;
  const back = <TextLink to="/fundraising">All groups</TextLink>;
  const fallback = editorFallback(
    {
      notFound: !valid || (query.error instanceof ApiError && query.error.status === 404),
      isNew: false,
      loaded: statement,
      query,
    },
    { noun: 'campaign', newTitle: 'Statement', back },
  );
  if (fallback || !statement) return fallback;
  return (
    <ConsolePage
      title={`Statement: ${statement.campaignName}`}
      description={`${statement.groupName} · ${statement.startsOn} to ${statement.endsOn}`}
      actions={back}
    >
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      <StatementView
        statement={statement}
        pdfHref={urlOf(FundraisingConsoleApi.downloadCampaignStatementPdf, {
          params: { campaignId },
        })}
        csvHref={urlOf(FundraisingConsoleApi.downloadCampaignStatementCsv, {
          params: { campaignId },
        })}
      />
      <RecordPayoutForm
        campaignId={campaignId}
        onRecorded={(next, amountCents) => {
          queryClient.setQueryData(key, next);
          setNotice(`A payout of ${formatDollars(amountCents)} is recorded.`);
        }}
      />
    </ConsolePage>
  );
}
