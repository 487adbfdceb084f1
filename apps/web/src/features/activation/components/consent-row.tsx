import { ConsentText, SubscriptionText } from '@citybook/contract/activation';
import type { Consent } from '@citybook/contract/activation';
import { formatMemberDate } from '../../../lib/format-date.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { TermsText } from './consent-terms.tsx';
import styles from './payment-history-page.module.css';

/**
 * ACTIVATION-23: one consent the member gave: when, to what (subscribing, a plan change, resuming),
 * the plan and its price, the renewal wording shown, the button, and the terms of that version.
 */
export function ConsentRow({ consent }: { consent: Consent }) {
  const price = `${formatMoney(consent.amount, consent.currency)} / ${consent.period}`;
  return (
    <li className={styles.consent}>
      <span className={styles.row}>
        <span className={styles.date}>{formatMemberDate(consent.agreedAt)}</span>
        <span className={styles.kind}>{ConsentText.kind[consent.kind]}</span>
      </span>
      <span className={styles.row}>
        <span>{SubscriptionText.name({ title: consent.planTitle })}</span>
        <span className={styles.amount}>{price}</span>
      </span>
      <span className={styles.wording}>{consent.renewalWording}</span>
      <span className={styles.what}>{ConsentText.pressed(consent.button)}</span>
      <TermsText version={consent.termsVersion} />
    </li>
  );
}
