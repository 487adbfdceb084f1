import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.ts';

/** Mail is sent in the background: wait until the outbox has a message for this address. */
export async function waitForMail(db: Kysely<DB>, recipient: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = await db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', recipient.toLowerCase())
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail for ${recipient}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function resetTokenIn(text: string): string {
  const match = /\/account\/password\/reset\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error('No reset link in the mail');
  return match[1];
}
