import type { NoticeTopic } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

export type NoticePreferences = Record<NoticeTopic, boolean>;

const ALL_ON: NoticePreferences = { expiryReminders: true, renewalRecap: true, news: true };

/** The member's reminder choices; no row: every reminder on. */
export async function preferencesOf(db: Kysely<DB>, userId: number): Promise<NoticePreferences> {
  const row = await db
    .selectFrom('notice_preference')
    .select(['expiry_reminders', 'renewal_recap', 'news'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return { ...ALL_ON };
  return {
    expiryReminders: row.expiry_reminders === 1,
    renewalRecap: row.renewal_recap === 1,
    news: row.news === 1,
  };
}

/** Writes the member's choices whole (insert or replace). */
export async function savePreferences(
  db: Kysely<DB>,
  userId: number,
  preferences: NoticePreferences,
  at: string,
): Promise<void> {
  const values = {
    expiry_reminders: preferences.expiryReminders ? 1 : 0,
    renewal_recap: preferences.renewalRecap ? 1 : 0,
    news: preferences.news ? 1 : 0,
    updated_at: at,
  };
  await db
    .insertInto('notice_preference')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** Turns one topic off in one statement, whatever the other choices are (a one-click unsubscribe). */
export async function turnOff(
  db: Kysely<DB>,
  userId: number,
  topic: NoticeTopic,
  at: string,
): Promise<void> {
  const column = {
    expiryReminders: 'expiry_reminders',
    renewalRecap: 'renewal_recap',
    news: 'news',
  }[topic] as 'expiry_reminders' | 'renewal_recap' | 'news';
  await db
    .insertInto('notice_preference')
    .values({
      user_id: userId,
      expiry_reminders: topic === 'expiryReminders' ? 0 : 1,
      renewal_recap: topic === 'renewalRecap' ? 0 : 1,
      news: topic === 'news' ? 0 : 1,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ [column]: 0, updated_at: at }))
    .execute();
}

/** Whether the account exists (an unsubscribe for a deleted account does nothing). */
export async function accountExists(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('app_user')
    .select('id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
