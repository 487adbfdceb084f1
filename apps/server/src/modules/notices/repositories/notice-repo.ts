import type { Kysely } from 'kysely';
import type { DB, NoticeRow } from '../../../db/schema.ts';

export interface NewNotice {
  key: string;
  kind: string;
  userId: number;
  payload: string;
  dueAt: string;
}

/**
 * Writes a notice unless its key is taken: the same event scheduled twice is one notice. A notice
 * withdrawn before it was sent (a cancellation withdraws the renewal notice) comes back when the
 * event does (a resume).
 */
export async function insertNotice(db: Kysely<DB>, notice: NewNotice, at: string): Promise<void> {
  await db
    .insertInto('notice')
    .values({
      notice_key: notice.key,
      kind: notice.kind,
      user_id: notice.userId,
      payload: notice.payload,
      due_at: notice.dueAt,
      state: 'scheduled',
      created_at: at,
    })
    .onConflict((oc) =>
      oc
        .column('notice_key')
        .doUpdateSet({ state: 'scheduled', payload: notice.payload, due_at: notice.dueAt })
        .where('notice.state', '=', 'withdrawn'),
    )
    .execute();
}

/** Withdraws these notices if they are not sent yet (a cancellation withdraws a renewal notice). */
export async function withdrawNotices(db: Kysely<DB>, keys: readonly string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const [result] = await db
    .updateTable('notice')
    .set({ state: 'withdrawn' })
    .where('notice_key', 'in', keys)
    .where('state', '=', 'scheduled')
    .execute();
  return Number(result?.numUpdatedRows ?? 0);
}

/** The notices a sender may claim at `at`: due and unclaimed, or claimed by a lease now over. */
export async function claimableNotices(
  db: Kysely<DB>,
  at: string,
  limit: number,
): Promise<NoticeRow[]> {
  return db
    .selectFrom('notice')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'scheduled'), eb('due_at', '<=', at)]),
        eb.and([eb('state', '=', 'claimed'), eb('lease_until', '<=', at)]),
      ]),
    )
    .orderBy('due_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Claims a notice as it was read: only one sender's update finds it in that state with that
 * lease, so only one sends. Answers whether this sender has it.
 */
export async function claimNotice(
  db: Kysely<DB>,
  notice: Pick<NoticeRow, 'id' | 'state' | 'lease_until' | 'attempts'>,
  leaseUntil: string,
): Promise<boolean> {
  const [result] = await db
    .updateTable('notice')
    .set({ state: 'claimed', lease_until: leaseUntil, attempts: notice.attempts + 1 })
    .where('id', '=', notice.id)
    .where('state', '=', notice.state)
    .where('attempts', '=', notice.attempts)
    .execute();
  return Number(result?.numUpdatedRows ?? 0) === 1;
}

/** Settles a claimed notice (sent, skipped, failed for good), if the claim is still this one. */
export async function settleNotice(
  db: Kysely<DB>,
  id: number,
  leaseUntil: string,
  changes: { state: 'sent' | 'skipped' | 'failed'; sent_at?: string; last_error?: string | null },
): Promise<void> {
  await db
    .updateTable('notice')
    .set(changes)
    .where('id', '=', id)
    .where('state', '=', 'claimed')
    .where('lease_until', '=', leaseUntil)
    .execute();
}

/** A send that failed: tried again when `retryAt` comes (the lease, moved). */
export async function postponeNotice(
  db: Kysely<DB>,
  id: number,
  leaseUntil: string,
  retryAt: string,
  error: string,
): Promise<void> {
  await db
    .updateTable('notice')
    .set({ lease_until: retryAt, last_error: error })
    .where('id', '=', id)
    .where('state', '=', 'claimed')
    .where('lease_until', '=', leaseUntil)
    .execute();
}

/** The member's address: read at send time, so a changed address gets the mail. */
export async function recipientOf(
  db: Kysely<DB>,
  userId: number,
): Promise<{ email: string } | undefined> {
  return db.selectFrom('app_user').select('email').where('id', '=', userId).executeTakeFirst();
}

/** The notices of one account, oldest first (tests and the support view). */
export async function noticesOfUser(db: Kysely<DB>, userId: number): Promise<NoticeRow[]> {
  return db.selectFrom('notice').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}
