import { defineEndpoint } from '../endpoint.ts';
import { NoticeErrors } from './error-answers.ts';
import {
  noticePreferencesSchema,
  unsubscribeFormSchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
} from './preferences.ts';

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
