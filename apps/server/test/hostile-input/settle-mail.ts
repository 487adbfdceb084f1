import { isGuestEmail, normalizeEmail } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.ts';

/** forgot-password mails in the background: wait for that mail before the next picture. */
export async function settleMail(db: Kysely<DB>, body: unknown, sent: number) {
  const address =
    body && typeof body === 'object' && 'emailAddress' in body ? body.emailAddress : undefined;
  if (typeof address !== 'string' || isGuestEmail(address)) return;
  const user = await db
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', normalizeEmail(address))
    .executeTakeFirst();
  if (!user) return;
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const { n } = await db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(n) > sent) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
