import type { NoticePayloads } from '../notice-kinds.ts';
import { day } from './format.ts';
import { Action, MailLayout, Paragraph } from './layout.tsx';
import type { MailContent, MailContext } from './mail-content.ts';

/** NOTICE-8: a book ends soon (15, 7 and 3 days before). */
export function bookExpiryMail(p: NoticePayloads['bookExpiry'], ctx: MailContext): MailContent {
  const days = p.daysLeft === 1 ? '1 day' : `${String(p.daysLeft)} days`;
  return {
    subject: `Your Citybook ends in ${days}`,
    element: (
      <MailLayout
        preview={`${p.bookName} ends on ${day(p.endsAt)}`}
        heading="Your app is about to expire!"
        reason="You get this reminder because your Citybook book ends soon."
        unsubscribeUrl={ctx.unsubscribeUrl}
      >
        <Paragraph>
          Your {p.bookName} ends on {day(p.endsAt)}, in {days}. Use your coupons before then, or
          keep saving with a subscription.
        </Paragraph>
        <Action href={ctx.links.activate}>Keep saving</Action>
      </MailLayout>
    ),
  };
}

/** NOTICE-9: a new account. */
export function welcomeMail(_p: NoticePayloads['welcome'], ctx: MailContext): MailContent {
  return {
    subject: 'Welcome to Citybook',
    element: (
      <MailLayout
        preview="Local deals, one tap away"
        heading="Welcome to Citybook"
        reason="You get this mail because an account was opened with this address."
      >
        <Paragraph>
          Your account is ready. Pick your city, browse local merchants, and redeem each coupon with
          a tap at the counter.
        </Paragraph>
        <Action href={ctx.links.home}>Open Citybook</Action>
        <Paragraph>
          Reminders we may send (a book about to end, a yearly recap) can be turned off in your
          account at any time.
        </Paragraph>
      </MailLayout>
    ),
  };
}
