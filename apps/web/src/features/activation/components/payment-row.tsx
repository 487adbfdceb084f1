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

/** One charge: when, what for, how much, with what, and how it went. */
export function PaymentRow({ payment }: { payment: Payment }) {
  return (
    <li className={styles.payment}>
      <span className={styles.row}>
        <span className={styles.date}>{formatMemberDate(payment.createdAt)}</span>
        <span className={styles.amount}>{formatMoney(payment.amount, payment.currency)}</span>
      </span>
      <span className={styles.what}>
        {payment.planTitle} · {PaymentHistoryText.purpose[payment.purpose]}
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
