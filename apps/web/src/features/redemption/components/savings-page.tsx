import { UnreachableText } from '@citybook/contract/app';
import { NotHonouredText, SavingsText, formatDollars } from '@citybook/contract/redemption';
import type { MemberNotHonouredReport, Redemption } from '@citybook/contract/redemption';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { UnreachableNotice } from '../../../components/unreachable-notice/unreachable-notice.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNotHonouredReports } from '../api/get-not-honoured-reports.ts';
import { useRedemptions } from '../api/get-redemptions.ts';
import { ReportState } from '../not-honoured/report-state.tsx';
import { KeptRedemptions } from './kept-redemptions.tsx';
import { SavingsRow } from './savings-row.tsx';
import styles from './savings-page.module.css';

interface SavingsPageProps {
  /** From the profile, in dollars. */
  totalSavings: number;
  /** The member (the profile's accountId): their coupons redeemed offline on this device. */
  userId: number;
}

interface SavingsLivePageProps extends SavingsPageProps {
  /** MERCHANT-10: a report restored a coupon: the totals and redeemed marks changed. */
  onRedemptionChanged?: () => void;
}

/**
 * REDEEM-7 /account/savings: the total saved and each redemption, with a share action; MERCHANT-10
 * and MERCHANT-11: a report of a coupon not honoured on a recent one, and the member's reports.
 */
export function SavingsPage({ totalSavings, userId, onRedemptionChanged }: SavingsLivePageProps) {
  const { data: redemptions } = useRedemptions();
  const reports = useNotHonouredReports();
  return (
    <SavingsView
      totalSavings={totalSavings}
      userId={userId}
      redemptions={redemptions}
      reports={reports.data}
      reportable={reports.isSuccess}
      onRedemptionChanged={onRedemptionChanged}
    />
  );
}

interface SavingsUnreachablePageProps extends SavingsPageProps {
  /** The redemptions as this page load last read them; undefined when it never did. */
  lastLoaded: Redemption[] | undefined;
  onTryAgain: () => void;
}

/**
 * Issue #32 item 5: the Savings Tracker when Citybook cannot be reached says so and shows what the
 * device has — the coupons redeemed here with no signal, the total and list as last loaded —
 * instead of an error dialog that leaves the page.
 */
export function SavingsUnreachablePage({
  totalSavings,
  userId,
  lastLoaded,
  onTryAgain,
}: SavingsUnreachablePageProps) {
  return (
    <SavingsView
      totalSavings={totalSavings}
      userId={userId}
      redemptions={lastLoaded}
      notice={
        <UnreachableNotice onTryAgain={onTryAgain}>{UnreachableText.savings}</UnreachableNotice>
      }
    />
  );
}

interface SavingsViewProps extends SavingsPageProps {
  redemptions: Redemption[] | undefined;
  notice?: ReactNode;
  reports?: MemberNotHonouredReport[] | undefined;
  /** Reports can be made: the member's reports are known (so none is made twice). */
  reportable?: boolean;
  onRedemptionChanged?: (() => void) | undefined;
}

function SavingsView({
  totalSavings,
  userId,
  redemptions,
  notice,
  reports,
  reportable = false,
  onRedemptionChanged,
}: SavingsViewProps) {
  useDocumentTitle(SavingsText.title);
  const listId = useId();
  const reportsId = useId();
  const reportOf = new Map(reports?.map((report) => [report.redemptionId, report]));

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{SavingsText.title}</h1>
      {notice}
      <p className={styles.total}>
        Total saved <span className={styles.amount}>{formatDollars(totalSavings)}</span>
      </p>
      <KeptRedemptions userId={userId} />
      <section className={styles.section} aria-labelledby={listId}>
        <h2 id={listId} className={styles.subheading}>
          Redeemed coupons
        </h2>
        {redemptions === undefined ? (
          <p>{UnreachableText.savingsNothingKept}</p>
        ) : (
          <>
            {notice ? <p>{UnreachableText.savingsLastLoaded}</p> : null}
            {redemptions.length === 0 ? (
              <p>{SavingsText.empty}</p>
            ) : (
              <ul className={styles.list}>
                {redemptions.map((redemption) => (
                  <li key={redemption.id}>
                    <SavingsRow
                      redemption={redemption}
                      report={reportOf.get(redemption.id)}
                      reportable={reportable}
                      onReported={(result) => {
                        if (result.restored) onRedemptionChanged?.();
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
      {reports && reports.length > 0 ? (
        <section className={styles.section} aria-labelledby={reportsId}>
          <h2 id={reportsId} className={styles.subheading}>
            {NotHonouredText.reportsHeading}
          </h2>
          <ul className={styles.list}>
            {reports.map((report) => (
              <li key={report.id}>
                <ReportState report={report} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
