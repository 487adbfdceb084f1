import { ConsentText, PaymentHistoryText } from '@citybook/contract/activation';
import type { Consent } from '@citybook/contract/activation';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePayments } from '../api/get-payments.ts';
import { ConsentRow } from './consent-row.tsx';
import styles from './payment-history-page.module.css';
import { PaymentRow } from './payment-row.tsx';
import { loadFailureMessage } from '../../../lib/api-error-message.ts';

const TITLE = 'Payment History';

/** ACTIVATION-23: "Terms you agreed to", under the charges. */
function AgreedTerms({ consents }: { consents: Consent[] }) {
  return (
    <section className={styles.section} aria-labelledby="agreed-terms">
      <h2 id="agreed-terms" className={styles.subheading}>
        {ConsentText.section}
      </h2>
      {consents.length === 0 ? (
        <p>{ConsentText.none}</p>
      ) : (
        <ul className={styles.payments} aria-label={ConsentText.section}>
          {consents.map((consent) => (
            <ConsentRow key={consent.id} consent={consent} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Issue #13: the member's charges, newest first, under account management. */
export function PaymentHistoryPage() {
  useDocumentTitle(TITLE);
  const history = usePayments();

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{TITLE}</h1>
      {history.data ? (
        <>
          {history.data.payments.length === 0 ? (
            <p>{PaymentHistoryText.empty}</p>
          ) : (
            <ul className={styles.payments} aria-label="Payments">
              {history.data.payments.map((payment) => (
                <PaymentRow key={payment.id} payment={payment} />
              ))}
            </ul>
          )}
          <AgreedTerms consents={history.data.consents} />
        </>
      ) : history.isError ? (
        <p>{loadFailureMessage(history.error, PaymentHistoryText.loadFailed)}</p>
      ) : (
        <p>{PaymentHistoryText.loading}</p>
      )}
    </div>
  );
}
