import type { AreaDocs } from '../endpoint.ts';
import type * as NoticesApi from './endpoints.ts';
import type { NoticeErrors } from './error-answers.ts';

/** The API reference's words for the notices endpoints and their answers. */
export const noticesDocs = {
  endpoints: {
    getNoticePreferences:
      'The reminders the member gets by mail: book expiry, the yearly recap of a monthly plan, news. Transactional mails are always sent.',
    updateNoticePreferences: 'Chooses the reminders the member gets by mail.',
    unsubscribe:
      'RFC 8058 one-click unsubscribe: the address of a reminder mail’s List-Unsubscribe header. A form POST (`List-Unsubscribe=One-Click`) from anywhere, without a session; the signed token in the query names the account and the reminder, which is turned off at once.',
    getPushConfig:
      'The VAPID public key the browser subscribes to Web Push with; null when this server sends no pushes (no VAPID keys set).',
    subscribePush:
      'Turns notifications on for this device: its browser’s push subscription (`PushSubscription.toJSON()`). An address already known moves to this member.',
    unsubscribePush:
      'Turns notifications off for this device (its push address); unknown: nothing changes.',
  },
  errors: {
    pushUnavailable:
      'This server sends no pushes (no VAPID keys), or the address is not https in production.',
    invalidUnsubscribeLink: 'The token is forged, altered or expired: nothing changed.',
  },
} as const satisfies AreaDocs<typeof NoticesApi, typeof NoticeErrors>;
