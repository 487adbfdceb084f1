import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { Mail } from '../../../plugins/mailer.ts';
import { insertOutboxMail } from '../repositories/outbox-repo.ts';

/**
 * The mailer's outbox writer: without SMTP_URL, mail is kept in the outbox table, which the
 * account module owns (housekeeping purges it, erasure deletes it); app.ts hands this to the
 * mailer plugin.
 */
export function outboxWriter(db: Kysely<DB>): (mail: Mail) => Promise<void> {
  return (mail) => insertOutboxMail(db, mail);
}
