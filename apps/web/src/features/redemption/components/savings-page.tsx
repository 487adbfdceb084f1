import { SavingsText, formatDollars } from '@citybook/contract/redemption';
import { useId } from 'react';
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
  useDocumentTitle(SavingsText.title);
  const { data: redemptions } = useRedemptions();
  const listId = useId();

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{SavingsText.title}</h1>
      <p className={styles.total}>
        Total saved <span className={styles.amount}>{formatDollars(totalSavings)}</span>
      </p>
      <KeptRedemptions userId={userId} />
      <section className={styles.section} aria-labelledby={listId}>
        <h2 id={listId} className={styles.subheading}>
          Redeemed coupons
        </h2>
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
      </section>
    </div>
  );
}
