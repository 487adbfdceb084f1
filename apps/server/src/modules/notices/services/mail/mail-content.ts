import type { ReactElement } from 'react';

/** The absolute addresses of the member's pages a mail links to. */
export interface MailLinks {
  home: string;
  manageSubscription: string;
  paymentHistory: string;
  paymentUpdate: string;
  notificationSettings: string;
  activate: string;
}

/** What a template gets besides its notice's payload: what is looked up when it is sent. */
export interface MailContext {
  links: MailLinks;
  /** NOTICE-10: set on reminders (the one-click link of the List-Unsubscribe header too). */
  unsubscribeUrl?: string | undefined;
  /** NOTICE-4: what the member saved in the period the mail looks back on. */
  savedCents?: number | undefined;
}

export interface MailContent {
  subject: string;
  element: ReactElement;
}
