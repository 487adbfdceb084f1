import { MailLinkPaths, PushText, reminderDay, type PushMessage } from '@citybook/contract';
import type { NoticePayloads, PushOnlyPayloads, ScheduledKind } from '../notice-kinds.ts';

type Pushed = Pick<NoticePayloads, 'bookExpiry'> & PushOnlyPayloads;

const pushes: { [K in keyof Pushed]: (payload: Pushed[K]) => PushMessage } = {
  // NOTICE-11: the book-expiry reminder, as the mail tells it; a later one replaces it.
  bookExpiry: (p) => ({
    title: PushText.bookExpiryTitle,
    body: PushText.bookExpiryBody(p.daysLeft, reminderDay(p.endsAt)),
    url: MailLinkPaths.activate,
    tag: 'book-expiry',
  }),
  // NOTICE-12: a redemption made offline is recorded.
  redemptionSynced: (p) => ({
    title: PushText.redemptionSyncedTitle,
    body: PushText.redemptionSyncedBody(p.offerTitle, p.merchantName),
    url: MailLinkPaths.savings,
    tag: `redemption-synced:${p.redeemedAt}`,
  }),
};

/** The push a notice also sends to the member's devices, or null (it is a mail only). */
export function pushMessageOf(kind: ScheduledKind, payload: unknown): PushMessage | null {
  if (!Object.hasOwn(pushes, kind)) return null;
  const make = pushes[kind as keyof Pushed] as (p: unknown) => PushMessage;
  return make(payload);
}
