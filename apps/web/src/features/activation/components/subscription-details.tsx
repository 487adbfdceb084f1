import {
  STORE_NAMES,
  SubscriptionManagementText,
  SubscriptionText,
} from '@citybook/contract/activation';
import type { Subscription } from '@citybook/contract/activation';
import { formatMemberDate } from '../../../lib/format-date.ts';
import styles from './subscription-page.module.css';

type PaymentCard = NonNullable<Subscription['card']>;

function twoDigits(value: number): string {
  return String(value % 100).padStart(2, '0');
}

function cardText(card: PaymentCard): string {
  return `${SubscriptionManagementText.card(card)}, expires ${twoDigits(card.expirationMonth)}/${twoDigits(card.expirationYear)}`;
}

/** Where the subscription stands, in words: when it renews, ends or ended. */
function statusLines(subscription: Subscription): string[] {
  const date = formatMemberDate(subscription.periodEnd);
  switch (subscription.status) {
    case 'active':
      return subscription.nextPlan
        ? [
            SubscriptionManagementText.renewsOn(date),
            SubscriptionManagementText.changesTo(subscription.nextPlan.title, date),
          ]
        : [SubscriptionManagementText.renewsOn(date)];
    case 'cancelled':
      return [SubscriptionManagementText.endsOn(date)];
    case 'pastDue':
      return [SubscriptionManagementText.pastDue];
    case 'ended':
      return [SubscriptionManagementText.endedOn(date)];
  }
}

/** What the member pays, where the subscription stands, and the card or store it is billed to. */
export function SubscriptionDetails({ subscription }: { subscription: Subscription }) {
  const { plan, card, source } = subscription;
  return (
    <dl className={styles.details}>
      <dt>Subscription</dt>
      <dd>{SubscriptionText.name(plan)}</dd>
      <dt>Price</dt>
      <dd>{SubscriptionText.price(plan)}</dd>
      <dt>Status</dt>
      <dd>
        {statusLines(subscription).map((line) => (
          <span key={line} className={styles.line}>
            {line}
          </span>
        ))}
      </dd>
      {source === 'card' ? (
        card ? (
          <>
            <dt>Card</dt>
            <dd>{cardText(card)}</dd>
          </>
        ) : null
      ) : (
        <>
          <dt>Billed by</dt>
          <dd>{STORE_NAMES[source]}</dd>
        </>
      )}
    </dl>
  );
}
