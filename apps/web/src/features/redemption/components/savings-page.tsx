import { UnreachableText } from '@citybook/contract/app';
import { SavingsText, formatDollars } from '@citybook/contract/redemption';
import type { Redemption } from '@citybook/contract/redemption';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { UnreachableNotice } from '../../../components/unreachable-notice/unreachable-notice.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRedemptions } from '../api/get-redemptions.ts';
import { KeptRedemptions } from './kept-redemptions.tsx';
import { SavingsRow } from './savings-row.tsx';
import styles from './savings-page.module.css';

interface SavingsPageProps {
  /** From the profile, in dollars. */
  totalSavings: number;
  /** The member (the profile's accountId): their coupons redeemed offline on this device. */
  userId: number;
}

/** REDEEM-7 /account/savings: the total saved and each redemption, with a share action. */
export function SavingsPage({ totalSavings, userId }: SavingsPageProps) {
  const { data: redemptions } = useRedemptions();
  return <SavingsView totalSavings={totalSavings} userId={userId} redemptions={redemptions} />;
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
}

function SavingsView({ totalSavings, userId, redemptions, notice }: SavingsViewProps) {
  useDocumentTitle(SavingsText.title);
  const listId = useId();

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
                    <SavingsRow redemption={redemption} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </div>
  );
}
