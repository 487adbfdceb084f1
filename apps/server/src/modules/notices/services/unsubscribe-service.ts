import {
  MailLinkPaths,
  NoticeErrors,
  NoticePreferenceText,
  NoticesApi,
  type NoticePreferences,
  type NoticeTopic,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import {
  accountExists,
  preferencesOf,
  savePreferences,
  turnOff,
} from '../repositories/preference-repo.ts';
import { noticeKey, readUnsubscribeToken } from './unsubscribe-token.ts';

/** NOTICE-10: the one-click address a reminder carries (List-Unsubscribe and its footer). */
export function unsubscribeUrl(publicUrl: string, token: string): string {
  const url = new URL(NoticesApi.unsubscribe.path, publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * NOTICE-10: the mail's footer link: the app's page that confirms with one tap (a link opened in
 * a browser is a GET, which the one-click address does not take).
 */
export function unsubscribePageUrl(publicUrl: string, token: string): string {
  const url = new URL(MailLinkPaths.unsubscribe, publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * NOTICE-10: a one-click unsubscribe, honoured at once: the token's reminder is turned off for
 * its account. A forged, altered or expired token is refused and changes nothing.
 */
export async function unsubscribeByToken(
  db: Kysely<DB>,
  secretKey: string | undefined,
  token: string,
  now: Date = new Date(),
): Promise<{ topic: NoticeTopic }> {
  const claim = readUnsubscribeToken(noticeKey(secretKey), token, now);
  if (!claim)
    throw new HttpError(NoticeErrors.invalidUnsubscribeLink, NoticePreferenceText.invalidLink);
  // A deleted account has nothing to turn off; the answer is the same (nothing to tell apart).
  if (await accountExists(db, claim.userId))
    await turnOff(db, claim.userId, claim.topic, now.toISOString());
  return { topic: claim.topic };
}

/** NOTICE-10: the member's reminder choices. */
export async function noticePreferencesOf(
  db: Kysely<DB>,
  userId: number,
): Promise<NoticePreferences> {
  return preferencesOf(db, userId);
}

/** NOTICE-10: chooses them. */
export async function updateNoticePreferences(
  db: Kysely<DB>,
  userId: number,
  preferences: NoticePreferences,
): Promise<NoticePreferences> {
  await savePreferences(db, userId, preferences, new Date().toISOString());
  return preferencesOf(db, userId);
}
