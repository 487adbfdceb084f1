import { PAYMENT_UPDATE_PROMPT, SubscriptionManagementText } from '@citybook/contract';
import type { NoticePayloads } from '../notice-kinds.ts';
import { billed, cardText, day, money, perPeriod } from './format.ts';
import { Action, Facts, Highlight, MailLayout, Paragraph, TextLink } from './layout.tsx';
import type { MailContent, MailContext } from './mail-content.ts';

const SUBSCRIPTION_REASON =
  'You get this mail because you have a Citybook subscription. It is about your account and payments, so it is sent whatever your reminder settings say.';

/** NOTICE-3: how to cancel, in steps, with the link (California's automatic-renewal law). */
function HowToCancel({ manageUrl }: { manageUrl: string }) {
  return (
    <>
      <Paragraph>
        <strong>How to cancel:</strong> open{' '}
        <TextLink href={manageUrl}>Manage subscription</TextLink>, choose “
        {SubscriptionManagementText.cancel}” and confirm. You keep access until the end of the
        period you paid for, and nothing more is charged.
      </Paragraph>
    </>
  );
}

/** NOTICE-2: a receipt for a charge or a refund. */
export function receiptMail(p: NoticePayloads['receipt'], ctx: MailContext): MailContent {
  const amount = money(p.amountCents, p.currency);
  const paidWith = p.card ? cardText(p.card) : p.store ? `${p.store} billing` : '—';
  const rows: [string, string][] = [
    ['Plan', `${p.plan.title} (${billed(p.plan.period)})`],
    [p.refund ? 'Refunded' : 'Amount paid', amount],
    [p.refund ? 'Refunded to' : 'Paid with', paidWith],
    ['Date', day(p.at)],
  ];
  if (p.periodEnd) rows.push(['Paid through', day(p.periodEnd)]);
  rows.push(['Reference', p.reference]);
  const heading = p.refund ? `Refund of ${amount}` : `Receipt for ${amount}`;
  return {
    subject: p.refund ? `Your Citybook refund of ${amount}` : `Your Citybook receipt for ${amount}`,
    element: (
      <MailLayout preview={heading} heading={heading} reason={SUBSCRIPTION_REASON}>
        <Paragraph>
          {p.refund
            ? 'We have given this payment back. Your bank may take a few days to show it.'
            : 'Thank you. Here is the receipt for your payment.'}
        </Paragraph>
        <Facts rows={rows} />
        <Paragraph>
          Every payment is in your{' '}
          <TextLink href={ctx.links.paymentHistory}>Payment history</TextLink>.
        </Paragraph>
      </MailLayout>
    ),
  };
}

/** NOTICE-3: the terms of a new subscription, and how to cancel it. */
export function acknowledgmentMail(
  p: NoticePayloads['subscriptionAcknowledgment'],
  ctx: MailContext,
): MailContent {
  const price = `${money(p.plan.priceCents)} ${perPeriod(p.plan.period)}`;
  return {
    subject: `Your Citybook subscription: ${p.plan.title}`,
    element: (
      <MailLayout
        preview={`${p.plan.title}, ${price}, renews ${day(p.renewsAt)}`}
        heading="Your subscription is active"
        reason={SUBSCRIPTION_REASON}
      >
        <Paragraph>Welcome aboard. These are the terms of your subscription:</Paragraph>
        <Facts
          rows={[
            ['Plan', p.plan.title],
            ['Price', price],
            ['Billed', billed(p.plan.period)],
            ['Renews on', day(p.renewsAt)],
          ]}
        />
        <Paragraph>
          It renews automatically on {day(p.renewsAt)} and every {p.plan.period} after that, at{' '}
          {price}, until you cancel.
        </Paragraph>
        <HowToCancel manageUrl={ctx.links.manageSubscription} />
        <Action href={ctx.links.manageSubscription}>Manage subscription</Action>
      </MailLayout>
    ),
  };
}

function savedLine(savedCents: number | undefined, during: string): string {
  return savedCents !== undefined && savedCents > 0
    ? `You saved ${money(savedCents)} with Citybook ${during}.`
    : `Your coupons are waiting: redeem them to start saving ${during === 'this year' ? 'next year' : 'again'}.`;
}

/** NOTICE-4: an annual plan renews soon. */
export function renewalNoticeMail(
  p: NoticePayloads['renewalNotice'],
  ctx: MailContext,
): MailContent {
  const price = `${money(p.plan.priceCents)} ${perPeriod(p.plan.period)}`;
  return {
    subject: `Your Citybook subscription renews on ${day(p.renewsAt)}`,
    element: (
      <MailLayout
        preview={savedLine(ctx.savedCents, 'this year')}
        heading={`Your subscription renews on ${day(p.renewsAt)}`}
        reason={SUBSCRIPTION_REASON}
      >
        <Highlight>{savedLine(ctx.savedCents, 'this year')}</Highlight>
        <Paragraph>
          On {day(p.renewsAt)} your {p.plan.title} subscription renews for another year, and we will
          charge {price} to your card on file.
        </Paragraph>
        <Paragraph>
          To keep it, do nothing. To change plan or stop it, do so before {day(p.renewsAt)}.
        </Paragraph>
        <HowToCancel manageUrl={ctx.links.manageSubscription} />
        <Action href={ctx.links.manageSubscription}>Manage subscription</Action>
      </MailLayout>
    ),
  };
}

/** NOTICE-4: a monthly plan's yearly reminder. */
export function yearlyReminderMail(
  p: NoticePayloads['yearlyReminder'],
  ctx: MailContext,
): MailContent {
  const price = `${money(p.plan.priceCents)} ${perPeriod(p.plan.period)}`;
  return {
    subject: 'Your year with Citybook',
    element: (
      <MailLayout
        preview={savedLine(ctx.savedCents, 'this year')}
        heading="Your year with Citybook"
        reason="You get this yearly reminder because you have a monthly Citybook subscription."
        unsubscribeUrl={ctx.unsubscribeUrl}
      >
        <Highlight>{savedLine(ctx.savedCents, 'this year')}</Highlight>
        <Paragraph>
          Your {p.plan.title} subscription renews every month at {price} until you cancel. Thank you
          for another year with us.
        </Paragraph>
        <HowToCancel manageUrl={ctx.links.manageSubscription} />
      </MailLayout>
    ),
  };
}

/** NOTICE-5: a price changes, said at least NoticeTiming.priceChangeNoticeDays before. */
export function priceChangeMail(p: NoticePayloads['priceChange'], ctx: MailContext): MailContent {
  const from = `${money(p.plan.priceCents)} ${perPeriod(p.plan.period)}`;
  const to = `${money(p.newPriceCents)} ${perPeriod(p.plan.period)}`;
  return {
    subject: `The price of ${p.plan.title} changes on ${day(p.effectiveAt)}`,
    element: (
      <MailLayout
        preview={`From ${from} to ${to}`}
        heading="A new price for your plan"
        reason={SUBSCRIPTION_REASON}
      >
        <Facts
          rows={[
            ['Plan', p.plan.title],
            ['Price now', from],
            ['New price', to],
            ['From', day(p.effectiveAt)],
          ]}
        />
        <Paragraph>
          Your first renewal on or after {day(p.effectiveAt)} is charged at the new price. If you
          would rather not continue, cancel before then.
        </Paragraph>
        <HowToCancel manageUrl={ctx.links.manageSubscription} />
      </MailLayout>
    ),
  };
}

/** NOTICE-6: a declined renewal, with ACTIVATION-18's prompt and the link to update the card. */
export function renewalFailedMail(
  p: NoticePayloads['renewalFailed'],
  ctx: MailContext,
): MailContent {
  return {
    subject: 'We could not renew your Citybook subscription',
    element: (
      <MailLayout
        preview="Please update your payment information"
        heading="Your renewal payment failed"
        reason={SUBSCRIPTION_REASON}
      >
        <Paragraph>{PAYMENT_UPDATE_PROMPT}</Paragraph>
        <Action href={ctx.links.paymentUpdate}>Update payment information</Action>
        <Paragraph>
          {p.nextAttemptAt
            ? `We tried to charge ${money(p.amountCents)} for ${p.plan.title}. We will try again on ${day(p.nextAttemptAt)}; your access continues meanwhile.`
            : `We tried to charge ${money(p.amountCents)} for ${p.plan.title}.`}
        </Paragraph>
      </MailLayout>
    ),
  };
}

/** NOTICE-6: the subscription is over. */
export function subscriptionEndedMail(
  p: NoticePayloads['subscriptionEnded'],
  ctx: MailContext,
): MailContent {
  return {
    subject: 'Your Citybook subscription has ended',
    element: (
      <MailLayout
        preview={`Ended on ${day(p.endedAt)}`}
        heading="Your subscription has ended"
        reason={SUBSCRIPTION_REASON}
      >
        <Paragraph>
          {p.reason === 'declined'
            ? `Your ${p.plan.title} subscription ended on ${day(p.endedAt)} because we could not charge your card. Nothing more will be charged.`
            : `Your ${p.plan.title} subscription ended on ${day(p.endedAt)}, as you asked. Nothing more will be charged.`}
        </Paragraph>
        <Paragraph>You can subscribe again at any time.</Paragraph>
        <Action href={ctx.links.activate}>Subscribe again</Action>
      </MailLayout>
    ),
  };
}

/** NOTICE-7: a cancellation, with the date access ends. */
export function cancellationMail(p: NoticePayloads['cancellation'], ctx: MailContext): MailContent {
  return {
    subject: 'Your Citybook subscription is cancelled',
    element: (
      <MailLayout
        preview={`Access until ${day(p.accessEndsAt)}`}
        heading="Your subscription is cancelled"
        reason={SUBSCRIPTION_REASON}
      >
        <Paragraph>
          Your {p.plan.title} subscription will not renew, and nothing more will be charged. You
          keep access until {day(p.accessEndsAt)}.
        </Paragraph>
        <Paragraph>Changed your mind? You can resume it before {day(p.accessEndsAt)}.</Paragraph>
        <Action href={ctx.links.manageSubscription}>Manage subscription</Action>
      </MailLayout>
    ),
  };
}
