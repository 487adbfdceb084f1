import { PaymentHistoryText } from '@citybook/contract/activation';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePayments } from '../api/get-payments.ts';
import styles from './payment-history-page.module.css';
import { PaymentRow } from './payment-row.tsx';
import { loadFailureMessage } from '../../../lib/api-error-message.ts';

const TITLE = 'Payment History';

/** Issue #13: the member's charges, newest first, under account management. */
export function PaymentHistoryPage() {
  useDocumentTitle(TITLE);
  const payments = usePayments();

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{TITLE}</h1>
      {payments.data ? (
        payments.data.length === 0 ? (
          <p>{PaymentHistoryText.empty}</p>
        ) : (
          <ul className={styles.payments} aria-label="Payments">
            {payments.data.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} />
            ))}
          </ul>
        )
      ) : payments.isError ? (
        <p>{loadFailureMessage(payments.error, PaymentHistoryText.loadFailed)}</p>
      ) : (
        <p>{PaymentHistoryText.loading}</p>
      )}
    </div>
  );
}
