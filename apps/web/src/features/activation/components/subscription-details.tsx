import { SubscriptionText } from '@citybook/contract';
import type { ActivationResponse } from '@citybook/contract';
import { formatDate } from '../../../lib/format-date.ts';
import { useSubscriptionTypes } from '../api/get-subscription-types.ts';
import styles from './subscription-page.module.css';

type SubscriptionVoucher = NonNullable<ActivationResponse['subscriptionActivationVoucher']>;
type PaymentCard = SubscriptionVoucher['paymentInstrument']['paymentCard'];

function twoDigits(value: number): string {
  return String(value % 100).padStart(2, '0');
}

function cardText(card: PaymentCard): string {
  return `${card.brand} •••• ${card.last4}, expires ${twoDigits(card.expirationMonth)}/${twoDigits(card.expirationYear)}`;
}

/** What the subscriber pays, when it renews and with which card. */
export function SubscriptionDetails({ voucher }: { voucher: SubscriptionVoucher }) {
  const { data: types } = useSubscriptionTypes();
  const type = types?.find((each) => each.code === voucher.subscriptionTypeCode);

  return (
    <dl className={styles.details}>
      <dt>Subscription</dt>
      <dd>{type ? SubscriptionText.name(type) : '—'}</dd>
      <dt>Price</dt>
      <dd>{type ? SubscriptionText.price(type) : '—'}</dd>
      <dt>Renews on</dt>
      <dd>{formatDate(voucher.expiration)}</dd>
      <dt>Card</dt>
      <dd>{cardText(voucher.paymentInstrument.paymentCard)}</dd>
    </dl>
  );
}
