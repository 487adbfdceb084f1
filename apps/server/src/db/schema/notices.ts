import type { Generated, Selectable } from 'kysely';
import type { Nullable } from './columns.ts';

/* Notices: mails to members as jobs, members' mail preferences and push subscriptions. */

/** Issue #26 (ADR 0036): a mail to a member, as a job claimed before it is sent. */
export interface NoticeTable {
  id: Generated<number>;
  /** Names the notice once (kind, subscription or account, period): the same event schedules one. */
  notice_key: string;
  kind: string;
  user_id: number | null;
  /** JSON: the facts the mail tells, as they were when the event happened. */
  payload: string;
  due_at: string;
  state: 'scheduled' | 'claimed' | 'sent' | 'skipped' | 'withdrawn' | 'failed';
  attempts: Generated<number>;
  lease_until: Nullable<string>;
  last_error: Nullable<string>;
  sent_at: Nullable<string>;
  created_at: string;
}

/** Which reminders a member wants by mail (issue #26 item 3); no row: all of them. */
export interface NoticePreferenceTable {
  user_id: number;
  expiry_reminders: number;
  renewal_recap: number;
  news: number;
  updated_at: string;
}

/** NOTICE-11: one browser on one device a member turned notifications on for (ADR 0041). */
export interface PushSubscriptionTable {
  id: Generated<number>;
  user_id: number;
  /** The push service's address for this browser (unique). */
  endpoint: string;
  /** The browser's public key (P-256, base64url) and auth secret the messages are encrypted to. */
  p256dh: string;
  auth: string;
  created_at: string;
}

export type NoticeRow = Selectable<NoticeTable>;
