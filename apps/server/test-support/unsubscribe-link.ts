import type { NoticeTopic } from '@citybook/contract';
import { noticeKey, unsubscribeToken } from '../src/modules/notices/services/unsubscribe-token.ts';
import { unsubscribePageUrl } from '../src/modules/notices/services/unsubscribe-service.ts';
import { TEST_SETTINGS } from './settings.ts';

/**
 * NOTICE-10: the footer link a reminder mail to this account carries, signed with the test
 * servers' key, as the server writes it (for journeys that cannot wait for a reminder's day).
 */
export function reminderUnsubscribeLink(
  publicUrl: string,
  userId: number,
  topic: NoticeTopic,
  now: Date = new Date(),
): string {
  const token = unsubscribeToken(
    noticeKey(TEST_SETTINGS.NOTICE_SECRET_KEY),
    { userId, topic },
    now,
  );
  return unsubscribePageUrl(publicUrl, token);
}
