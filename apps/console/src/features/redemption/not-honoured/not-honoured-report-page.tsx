import { zodResolver } from '@hookform/resolvers/zod';
import {
  NOT_HONOURED_ACTIONS,
  NOT_HONOURED_UNRESOLVED,
  NotHonouredConsoleText,
  NotHonouredReasonText,
  RedemptionConsoleApi,
  resolveNotHonouredSchema,
} from '@citybook/contract/redemption';
import type {
  NotHonouredAction,
  NotHonouredReport,
  ResolveNotHonouredForm,
} from '@citybook/contract/redemption';
import { Button } from '@citybook/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { TextAreaField } from '../../../components/field/field.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { TextLink } from '../../../components/page-links/page-links.tsx';
import { callApi, messageOf } from '../../../lib/api-client.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { NotHonouredStatus } from './not-honoured-status.tsx';
import styles from './not-honoured.module.css';
import { CheckedForm } from '../../../components/checked-form/checked-form.tsx';

const when = (iso: string | null, none = '—') => (iso ? formatDateTime(iso) : none);

/** What the action does, said before the operator saves it. */
function actionHint(action: NotHonouredAction, report: NotHonouredReport): string {
  if (action === 'restore')
    return report.restoredAt === null
      ? 'The member can redeem the coupon again at once; the report is resolved.'
      : 'The coupon was restored already; the report is resolved.';
  if (action === 'contactMerchant')
    return 'The report stays unresolved: resolve it once the merchant has answered.';
  return 'The coupon stays as it is; the report is resolved.';
}

function actionLabel(action: NotHonouredAction, report: NotHonouredReport): string {
  return action === 'restore' && report.restoredAt !== null
    ? NotHonouredConsoleText.closeRestored
    : NotHonouredConsoleText.actionLabel[action];
}

/** MERCHANT-11: the operator's step, with the words the member reads in the Savings Tracker. */
function ResolveForm({
  report,
  onDone,
}: {
  report: NotHonouredReport;
  onDone: (next: NotHonouredReport, message: string) => void;
}) {
  const form = useForm<ResolveNotHonouredForm>({
    resolver: zodResolver(resolveNotHonouredSchema),
    defaultValues: { reason: '' },
  });
  const failure = useFormFailure(form, 'The report could not be saved. Please try again.');
  const resolve = useMutation({
    mutationFn: (body: ResolveNotHonouredForm) =>
      callApi(RedemptionConsoleApi.resolveNotHonoured, { params: { reportId: report.id }, body }),
    onSuccess: (answer) => {
      form.reset({ reason: '' });
      onDone(answer.report, answer.message);
    },
    onError: failure.show,
  });
  const legendId = useId();
  const actionErrorId = useId();
  const chosen = useWatch({ control: form.control, name: 'action' }) as
    NotHonouredAction | undefined;
  const actionError = form.formState.errors.action?.message;
  return (
    <CheckedForm
      className={styles.form}
      aria-label="Resolve the report"
      failure={failure}
      onSubmit={form.handleSubmit((body) => resolve.mutate(body))}
    >
      <fieldset
        className={styles.actions}
        aria-labelledby={legendId}
        aria-invalid={actionError ? true : undefined}
        aria-describedby={actionError ? actionErrorId : undefined}
      >
        <legend id={legendId} className={styles.legend}>
          What to do
        </legend>
        {NOT_HONOURED_ACTIONS.map((action) => (
          <label key={action} className={styles.choice}>
            <input type="radio" value={action} {...form.register('action')} />
            <span>
              <span className={styles.choiceLabel}>{actionLabel(action, report)}</span>
              <span className={styles.muted}>{actionHint(action, report)}</span>
            </span>
          </label>
        ))}
        {actionError ? (
          <p id={actionErrorId} className={styles.error}>
            {actionError}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label="Reason for the member"
        hint="The member reads this in their Savings Tracker; the audit log keeps it with your name."
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
      <div>
        <Button type="submit" disabled={resolve.isPending}>
          {resolve.isPending ? 'Saving…' : chosen ? actionLabel(chosen, report) : 'Save'}
        </Button>
      </div>
    </CheckedForm>
  );
}

function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** MERCHANT-11: one report: the redemption as reported, the member's words, and the next step. */
export function NotHonouredReportPage() {
  const reportId = Number(useParams().reportId);
  const queryClient = useQueryClient();
  const key = [RedemptionConsoleApi.getNotHonouredReport.name, reportId];
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      callApi(RedemptionConsoleApi.getNotHonouredReport, { params: { reportId }, signal }),
  });
  const [done, setDone] = useState<string>();
  const report = query.data;
  const unresolved = report ? NOT_HONOURED_UNRESOLVED.includes(report.state) : false;
  return (
    <ConsolePage
      title={report ? `Not honoured at ${report.merchantName}` : 'Report'}
      description={
        report ? undefined : query.isError ? 'The report could not be loaded.' : 'Loading…'
      }
      actions={<TextLink to="/not-honoured">All reports</TextLink>}
    >
      {query.isError ? (
        <Notice tone="error">
          <p>{messageOf(query.error, 'The report could not be loaded.')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Notice>
      ) : null}
      {report ? (
        <div className={styles.page}>
          <div>
            <NotHonouredStatus state={report.state} />
          </div>
          {done ? <Notice tone="success">{done}</Notice> : null}
          <section className={styles.section} aria-labelledby="report-facts">
            <h2 id="report-facts">The redemption</h2>
            <Facts
              facts={[
                ['Merchant', report.merchantName],
                ['Offer', report.offerTitle],
                ['Market', report.marketTitle ?? '—'],
                [
                  'Verification code',
                  <span className={styles.code}>{report.verificationCode}</span>,
                ],
                ['Redeemed', when(report.redeemedAt)],
                ['Checked by staff', when(report.checkedAt, 'Never')],
                ['Reported', when(report.reportedAt)],
                ['Coupon', report.restoredAt ? `Restored ${when(report.restoredAt)}` : 'Redeemed'],
              ]}
            />
          </section>
          <section className={styles.section} aria-labelledby="report-member">
            <h2 id="report-member">What the member said</h2>
            <p className={styles.reason}>{NotHonouredReasonText[report.reason]}</p>
            <p className={styles.note}>{report.note ?? 'No note.'}</p>
            {report.member ? (
              <p>
                <Link className={styles.link} to={`/support/members/${String(report.member.id)}`}>
                  {report.member.name || report.member.email}
                </Link>
                {report.member.name ? (
                  <span className={styles.muted}> ({report.member.email})</span>
                ) : null}
              </p>
            ) : (
              <p className={styles.muted}>The member has deleted their account.</p>
            )}
          </section>
          {report.operatorReason !== null ? (
            <section className={styles.section} aria-labelledby="report-step">
              <h2 id="report-step">Latest step</h2>
              <p>
                {NotHonouredConsoleText.stateLabel[report.state]}, {when(report.operatorActedAt)} by{' '}
                {report.operatorEmail ?? '—'}
              </p>
              <p className={styles.note}>{report.operatorReason}</p>
            </section>
          ) : null}
          {unresolved ? (
            <section className={styles.section} aria-labelledby="report-resolve">
              <h2 id="report-resolve">Resolve</h2>
              <ResolveForm
                report={report}
                onDone={(next, message) => {
                  queryClient.setQueryData(key, next);
                  void queryClient.invalidateQueries({
                    queryKey: [RedemptionConsoleApi.getNotHonouredGrid.name],
                  });
                  setDone(message);
                }}
              />
            </section>
          ) : null}
        </div>
      ) : null}
    </ConsolePage>
  );
}
