import { emptyResponseSchema } from '../app/client-error.ts';
import { defineEndpoint } from '../endpoint.ts';
import { NoticeErrors } from './error-answers.ts';
import {
  noticePreferencesSchema,
  unsubscribeFormSchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
} from './preferences.ts';
import { pushConfigSchema, pushSubscriptionSchema, pushUnsubscribeSchema } from './push.ts';

/*
 * Notices calls (docs/product/notices.md): the member's reminder choices and the one-click
 * unsubscribe of reminder mails. Every declaration of the area is in this file (ADR 0029).
 */

/** NOTICE-10: the reminders the member gets by mail. */
export const getNoticePreferences = defineEndpoint({
  area: 'notices',
  name: 'getNoticePreferences',
  method: 'GET',
  path: '/api/notices/preferences',
  access: 'member',
  response: noticePreferencesSchema,
  errors: [],
});

/** NOTICE-10: chooses them. */
export const updateNoticePreferences = defineEndpoint({
  area: 'notices',
  name: 'updateNoticePreferences',
  method: 'PUT',
  path: '/api/notices/preferences',
  access: 'member',
  body: noticePreferencesSchema,
  response: noticePreferencesSchema,
  errors: [],
});

/**
 * NOTICE-10: RFC 8058 one-click unsubscribe, the address of a reminder's List-Unsubscribe header:
 * a form POST without a session, honoured at once.
 */
export const unsubscribe = defineEndpoint({
  area: 'notices',
  name: 'unsubscribe',
  method: 'POST',
  path: '/api/notices/unsubscribe',
  access: 'anyone',
  form: true,
  query: unsubscribeQuerySchema,
  body: unsubscribeFormSchema,
  response: unsubscribeResponseSchema,
  errors: [NoticeErrors.invalidUnsubscribeLink],
});

/** NOTICE-11: the server's VAPID public key the browser subscribes with; null when push is off. */
export const getPushConfig = defineEndpoint({
  area: 'notices',
  name: 'getPushConfig',
  method: 'GET',
  path: '/api/notices/push',
  access: 'member',
  response: pushConfigSchema,
  errors: [],
});

/** NOTICE-11: turns notifications on for this device (its browser's push subscription). */
export const subscribePush = defineEndpoint({
  area: 'notices',
  name: 'subscribePush',
  method: 'PUT',
  path: '/api/notices/push/subscription',
  access: 'member',
  body: pushSubscriptionSchema,
  response: emptyResponseSchema,
  errors: [NoticeErrors.pushUnavailable],
});

/** NOTICE-11: turns them off for this device. */
export const unsubscribePush = defineEndpoint({
  area: 'notices',
  name: 'unsubscribePush',
  method: 'POST',
  path: '/api/notices/push/unsubscribe',
  access: 'member',
  body: pushUnsubscribeSchema,
  response: emptyResponseSchema,
  errors: [],
});
