import {
  ConsentButton,
  SubscriptionManagementText as Text,
  SubscriptionRuleText,
  SubscriptionText,
} from '@citybook/contract/activation';
import type { Subscription } from '@citybook/contract/activation';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSubscription } from '../api/get-subscription.ts';
import { ConsentTerms } from './consent-terms.tsx';
import { PastDueNotice } from './past-due-notice.tsx';
import { RenewalButton } from './renewal-button.tsx';
import { SubscriptionDetails } from './subscription-details.tsx';
import styles from './subscription-page.module.css';
import { useRenewalSwitch } from './use-renewal-switch.ts';
import { loadFailureMessage } from '../../../lib/api-error-message.ts';

const UPDATE_PAYMENT = 'Update payment information';
const TITLE = 'Manage Subscriptions';

function NoSubscription() {
  return (
    <>
      <p>{SubscriptionText.notSubscriber}</p>
      <p className={styles.links}>
        <Link to={paths.selectActivation}>{Text.chooseSubscription}</Link>
      </p>
    </>
  );
}

function SubscriptionOverview({ subscription }: { subscription: Subscription }) {
  const renewal = useRenewalSwitch();
  const { status, source } = subscription;
  const byCard = source === 'card';
  const updatePayment = paths.payment(subscription.plan.code, true);
  const renewalFailed = byCard && status === 'pastDue';

  return (
    <>
      {renewalFailed ? (
        <PastDueNotice
          subscription={subscription}
          updatePaymentPath={updatePayment}
          updatePaymentLabel={UPDATE_PAYMENT}
        />
      ) : null}
      <SubscriptionDetails subscription={subscription} />
      {byCard ? null : <p>{SubscriptionRuleText.storeManaged(source)}</p>}
      <p role="status" className={styles.outcome}>
        {renewal.outcome}
      </p>
      {/* ACTIVATION-22: resuming agrees to the renewal of the plan ahead and to the terms. */}
      {byCard && status === 'cancelled' ? (
        <ConsentTerms
          plan={subscription.nextPlan ?? subscription.plan}
          button={ConsentButton.resume}
        />
      ) : null}
      <div className={styles.actions}>
        <RenewalButton
          subscription={subscription}
          pending={renewal.pending}
          onCancel={() => void renewal.askToCancel(subscription)}
          onResume={renewal.resumeNow}
        />
      </div>
      <p className={styles.links}>
        {byCard && status === 'active' ? (
          <Link to={paths.changeSubscription}>{Text.change}</Link>
        ) : null}
        {/* Offered once: in the prompt above when a renewal failed; nothing to pay once ended. */}
        {byCard && !renewalFailed && status !== 'ended' ? (
          <Link to={updatePayment}>{UPDATE_PAYMENT}</Link>
        ) : null}
        {status === 'ended' ? (
          <Link to={paths.selectActivation}>{Text.chooseSubscription}</Link>
        ) : null}
        <Link to={paths.payments}>{Text.paymentHistory}</Link>
      </p>
    </>
  );
}

/**
 * ACTIVATION-16 /account/manageSubscriptions: the subscription as the server has it (status, plan, a
 * plan change waiting, card), with what can be done about it.
 */
export function ManageSubscriptionsPage() {
  useDocumentTitle(TITLE);
  const query = useSubscription();

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{TITLE}</h1>
      {query.data ? (
        query.data.subscription ? (
          <SubscriptionOverview subscription={query.data.subscription} />
        ) : (
          <NoSubscription />
        )
      ) : query.isError ? (
        <p>{loadFailureMessage(query.error, SubscriptionText.detailsFailed)}</p>
      ) : (
        <p>{Text.loading}</p>
      )}
    </div>
  );
}
