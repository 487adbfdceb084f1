import { PAYMENT_UPDATE_PROMPT, SubscriptionManagementText } from '@citybook/contract/activation';
import type { Subscription } from '@citybook/contract/activation';
import { Link } from 'react-router';
import { formatMemberDate } from '../../../lib/format-date.ts';
import styles from './subscription-page.module.css';

interface PastDueNoticeProps {
  subscription: Subscription;
  updatePaymentPath: string;
  updatePaymentLabel: string;
}

/** ACTIVATION-18 payment update prompt after a failed renewal, with when the card is tried again. */
export function PastDueNotice({
  subscription,
  updatePaymentPath,
  updatePaymentLabel,
}: PastDueNoticeProps) {
  return (
    <div className={styles.notice}>
      <p>{PAYMENT_UPDATE_PROMPT}</p>
      {subscription.nextAttemptAt ? (
        <p>
          {SubscriptionManagementText.nextAttempt(formatMemberDate(subscription.nextAttemptAt))}
        </p>
      ) : null}
      <Link to={updatePaymentPath}>{updatePaymentLabel}</Link>
    </div>
  );
}
