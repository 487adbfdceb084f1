import { MailLinkPaths } from '@citybook/contract';
import { plainTextSelectors, render, toPlainText } from '@react-email/render';
import type { NoticeKind, NoticePayloads } from '../notice-kinds.ts';
import type { MailContent, MailContext, MailLinks } from './mail-content.ts';
import { bookExpiryMail, welcomeMail } from './member-mails.tsx';
import {
  acknowledgmentMail,
  cancellationMail,
  priceChangeMail,
  receiptMail,
  renewalFailedMail,
  renewalNoticeMail,
  subscriptionEndedMail,
  yearlyReminderMail,
} from './subscription-mails.tsx';

type Templates = {
  [K in NoticeKind]: (payload: NoticePayloads[K], ctx: MailContext) => MailContent;
};

const templates: Templates = {
  receipt: receiptMail,
  subscriptionAcknowledgment: acknowledgmentMail,
  renewalNotice: renewalNoticeMail,
  yearlyReminder: yearlyReminderMail,
  priceChange: priceChangeMail,
  renewalFailed: renewalFailedMail,
  subscriptionEnded: subscriptionEndedMail,
  cancellation: cancellationMail,
  bookExpiry: bookExpiryMail,
  welcome: welcomeMail,
};

export function mailLinks(publicUrl: string): MailLinks {
  const at = (path: string) => new URL(path, publicUrl).toString();
  return {
    home: at('/'),
    manageSubscription: at(MailLinkPaths.manageSubscription),
    paymentHistory: at(MailLinkPaths.paymentHistory),
    paymentUpdate: at(MailLinkPaths.paymentUpdate),
    notificationSettings: at(MailLinkPaths.notificationSettings),
    activate: at(MailLinkPaths.activate),
  };
}

/** The plain-text part: React Email's rules, the heading as written (not upper case). */
const TEXT_OPTIONS = {
  selectors: [...plainTextSelectors, { selector: 'h1', options: { uppercase: false } }],
};

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** A notice as a mail: its template rendered to HTML, and the same to plain text. */
export async function renderNotice<K extends NoticeKind>(
  kind: K,
  payload: NoticePayloads[K],
  ctx: MailContext,
): Promise<RenderedMail> {
  const template = templates[kind] as (p: NoticePayloads[K], c: MailContext) => MailContent;
  const { subject, element } = template(payload, ctx);
  const html = await render(element);
  return { subject, html, text: toPlainText(html, TEXT_OPTIONS) };
}
