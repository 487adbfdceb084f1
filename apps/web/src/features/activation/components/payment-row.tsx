import {
  PaymentHistoryText,
  STORE_NAMES,
  SubscriptionManagementText,
} from '@citybook/contract/activation';
import type { Payment } from '@citybook/contract/activation';
import { formatMemberDate } from '../../../lib/format-date.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import styles from './payment-history-page.module.css';

function paidWith(payment: Payment): string {
  if (payment.source !== 'card') return STORE_NAMES[payment.source];
  return payment.card ? SubscriptionManagementText.card(payment.card) : '—';
}

/**
 * One charge: when, what for, how much, with what, and how it went. A declined attempt says "Not
 * charged" where the amount would be (issue 32 item 9: beside the paid row it read as a second
 * charge), and names the amount tried under it.
 */
export function PaymentRow({ payment }: { payment: Payment }) {
  const amount = formatMoney(payment.amount, payment.currency);
  const declined = payment.status === 'failed';
  return (
    <li className={styles.payment} data-status={payment.status}>
      <span className={styles.row}>
        <span className={styles.date}>{formatMemberDate(payment.createdAt)}</span>
        <span className={declined ? styles.notCharged : styles.amount}>
          {declined ? PaymentHistoryText.notCharged : amount}
        </span>
      </span>
      <span className={styles.what}>
        {payment.planTitle} · {PaymentHistoryText.purpose[payment.purpose]}
        {declined ? ` · ${PaymentHistoryText.declinedAttempt(amount)}` : null}
      </span>
      <span className={styles.row}>
        <span className={styles.with}>{paidWith(payment)}</span>
        <span className={styles.status} data-status={payment.status}>
          {PaymentHistoryText.status[payment.status]}
        </span>
      </span>
    </li>
  );
}
