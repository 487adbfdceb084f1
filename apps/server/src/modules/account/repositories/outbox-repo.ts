import { PASSWORD_TOKEN_TTL_MINUTES } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/clock.ts';

/**
 * How long the outbox keeps a mail: as long as the reset link in it can work. Without SMTP the
 * outbox is how mail is delivered, so a copy with the link blanked would be no mail at all;
 * instead it is purged once the link has expired (housekeeping), and a password change, reset or
 * deletion ends the token at once (docs/security/tokens-sessions-and-erasure.md).
 */
export const OUTBOX_RETENTION_MINUTES = PASSWORD_TOKEN_TTL_MINUTES;

/** Keeps a mail in the outbox (no SMTP_URL: the outbox is how mail is delivered). */
export async function insertOutboxMail(
  db: Kysely<DB>,
  mail: { to: string; subject: string; text: string },
): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      recipient: mail.to,
      subject: mail.subject,
      body_text: mail.text,
      created_at: nowIso(),
    })
    .execute();
}

/** Deletes the mail kept for this address (an erased account). */
export async function deleteOutboxMailTo(db: Kysely<DB>, recipient: string): Promise<void> {
  await db.deleteFrom('outbox').where('recipient', '=', recipient).execute();
}

/** Deletes the mail older than the retention; answers how many. */
export async function deleteOldOutboxMail(db: Kysely<DB>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - OUTBOX_RETENTION_MINUTES * 60_000).toISOString();
  const [result] = await db.deleteFrom('outbox').where('created_at', '<=', before).execute();
  return Number(result?.numDeletedRows ?? 0);
}
