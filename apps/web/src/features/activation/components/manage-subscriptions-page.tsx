import {
  hasActiveSubscription,
  PAYMENT_UPDATE_PROMPT,
  SUBSCRIPTION_ACTIVATION_TYPE,
  SubscriptionText,
} from '@citybook/contract';
import type { ActivationResponse, Profile } from '@citybook/contract';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { SubscriptionDetails } from './subscription-details.tsx';
import styles from './subscription-page.module.css';

interface ManageSubscriptionsPageProps {
  profile: Profile;
  /** The current voucher's activation: undefined while it loads, null when it could not be. */
  activation: ActivationResponse | null | undefined;
}

const UPDATE_PAYMENT = 'Update payment information';
const TITLE = 'Manage Subscriptions';

/** Spec §2 /account/manageSubscriptions: the subscription, its card, and what can be changed. */
export function ManageSubscriptionsPage({ profile, activation }: ManageSubscriptionsPageProps) {
  useDocumentTitle(TITLE);
  const subscriber =
    profile.activationVoucherId !== null &&
    profile.userActivationType === SUBSCRIPTION_ACTIVATION_TYPE;
  const updatePayment = paths.payment(profile.subscriptionType ?? 0, true);
  const renewalFailed = profile.isDeactivatedFuture || activation?.isDeactivatedFuture === true;
  const voucher = activation?.subscriptionActivationVoucher;

  if (!subscriber) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{TITLE}</h1>
        <p>{SubscriptionText.notSubscriber}</p>
        <p className={styles.links}>
          <Link to={paths.selectActivation}>Choose a subscription</Link>
        </p>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{TITLE}</h1>
      {renewalFailed ? (
        <div className={styles.notice}>
          <p>{PAYMENT_UPDATE_PROMPT}</p>
          <Link to={updatePayment}>{UPDATE_PAYMENT}</Link>
        </div>
      ) : null}
      {voucher ? <SubscriptionDetails voucher={voucher} /> : null}
      {activation === undefined ? <p>Loading your subscription…</p> : null}
      {activation === null ? <p>{SubscriptionText.detailsFailed}</p> : null}
      <p className={styles.links}>
        {hasActiveSubscription(profile) ? (
          <Link to={paths.changeSubscription}>Change subscription</Link>
        ) : null}
        {/* Offered once: in the prompt above when a renewal failed. */}
        {renewalFailed ? null : <Link to={updatePayment}>{UPDATE_PAYMENT}</Link>}
      </p>
    </div>
  );
}
