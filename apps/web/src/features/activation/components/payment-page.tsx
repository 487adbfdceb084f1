import { SUBSCRIPTION_ACTIVATION_TYPE, isGuestEmail } from '@citybook/contract/account';
import type { Profile } from '@citybook/contract/account';
import { ConsentButton, PaymentText, SubscriptionText } from '@citybook/contract/activation';
import { Link, useParams } from 'react-router';
import { GuestNotice } from '../../../components/guest-notice/guest-notice.tsx';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSubscriptionTypes } from '../api/get-subscription-types.ts';
import { CardPayment } from './card-payment.tsx';
import { ConsentTerms } from './consent-terms.tsx';
import { readPaymentParams } from './payment-params.ts';
import styles from './subscription-page.module.css';
import { loadFailureMessage } from '../../../lib/api-error-message.ts';

interface PaymentPageProps {
  /** The logged-in user: the payment calls need a session. */
  profile: Profile;
  /** Saves the profile the server answered with, where the rest of the app reads it. */
  onPaid: (profile: Profile) => void;
}

function ChooseInstead({ message }: { message: string }) {
  return (
    <>
      <p>{message}</p>
      <p className={styles.links}>
        <Link to={paths.selectActivation}>Choose a subscription</Link>
      </p>
    </>
  );
}

interface PurchaseProps {
  code: number;
  onPaid: PaymentPageProps['onPaid'];
  guest: boolean;
}

function Purchase({ code, onPaid, guest }: PurchaseProps) {
  const types = useSubscriptionTypes();
  if (types.isPending) return <p>Loading the subscription…</p>;
  if (types.isError) {
    return <ChooseInstead message={loadFailureMessage(types.error, SubscriptionText.loadFailed)} />;
  }
  const type = types.data.find((each) => each.code === code);
  if (!type) return <ChooseInstead message={PaymentText.unknownSubscription} />;
  return (
    <>
      <p className={styles.summary}>
        <span className={styles.summaryTitle}>{SubscriptionText.name(type)}</span>
        <span>{SubscriptionText.price(type)}</span>
      </p>
      <CardPayment
        payment={{ kind: 'purchase', subscriptionTypeCode: type.code }}
        submitLabel={ConsentButton.purchase}
        beforeSubmit={<ConsentTerms plan={type} button={ConsentButton.purchase} />}
        onPaid={onPaid}
        disabled={guest}
      />
    </>
  );
}

function UpdateCard({ profile, onPaid }: PaymentPageProps) {
  const voucherId = profile.activationVoucherId;
  if (voucherId === null || profile.userActivationType !== SUBSCRIPTION_ACTIVATION_TYPE)
    return <ChooseInstead message={PaymentText.notSubscription} />;
  return (
    <CardPayment
      payment={{ kind: 'update', activationVoucherId: voucherId }}
      submitLabel="Save Card"
      onPaid={onPaid}
    />
  );
}

/** ACTIVATION-11 /account/payment/{subscriptionTypeCode}/{isUpdate}: buy a subscription or replace its card. */
export function PaymentPage({ profile, onPaid }: PaymentPageProps) {
  const { subscriptionTypeCode, isUpdate } = readPaymentParams(useParams());
  // ACCOUNT-5: the shared guest sees the form, disabled, and why, before typing a card number.
  const guest = isGuestEmail(profile.emailAddress);
  const title = isUpdate ? 'Update Payment Information' : 'Payment';
  useDocumentTitle(title);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{title}</h1>
      {guest ? <GuestNotice /> : null}
      {isUpdate ? (
        <UpdateCard profile={profile} onPaid={onPaid} />
      ) : (
        <Purchase code={subscriptionTypeCode} onPaid={onPaid} guest={guest} />
      )}
    </div>
  );
}
