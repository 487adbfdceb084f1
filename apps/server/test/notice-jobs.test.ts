import { describe, expect, it } from 'vitest';
import { NoticeTiming } from '@citybook/contract';
import type { Mail } from '../src/lib/mail-transport.ts';
import { sendDueNotices } from '../src/modules/notices/index.ts';
import { claimNotice } from '../src/modules/notices/repositories/notice-repo.ts';
import { scheduleNotice } from '../src/modules/notices/index.ts';
import { createUser } from './factories/user.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * NOTICE-1 (ADR 0036): a notice is claimed before it is sent; a sender that dies after the claim
 * leaves it to the next once the lease is over, and a failed delivery is tried again.
 */

const testApp = useTestApp();
const MINUTE_MS = 60_000;

function sender(deliver: (mail: Mail) => Promise<unknown>) {
  return {
    db: testApp().db,
    deliver,
    publicUrl: 'https://citybook.example',
    secretKey: undefined,
    savedCentsBetween: () => Promise.resolve(0),
  };
}

async function welcomeNoticeFor(now: Date) {
  const user = await createUser(testApp().db);
  await scheduleNotice(
    testApp().db,
    {
      kind: 'welcome',
      key: `test-welcome:${String(user.id)}`,
      userId: user.id,
      dueAt: now,
      payload: {},
    },
    now,
  );
  const notice = await testApp()
    .db.selectFrom('notice')
    .selectAll()
    .where('notice_key', '=', `test-welcome:${String(user.id)}`)
    .executeTakeFirstOrThrow();
  return { user, notice };
}

const stateOf = async (id: number) =>
  await testApp()
    .db.selectFrom('notice')
    .select(['state', 'attempts', 'last_error'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('claim first (NOTICE-1)', () => {
  it('a notice claimed by a sender that died is sent by the next once the lease is over, once', async () => {
    const now = new Date();
    const { user, notice } = await welcomeNoticeFor(now);
    // A sender claims it, then dies before sending.
    const lease = new Date(now.getTime() + NoticeTiming.claimLeaseMinutes * MINUTE_MS);
    expect(await claimNotice(testApp().db, notice, lease.toISOString())).toBe(true);

    const sent: Mail[] = [];
    const deliver = (mail: Mail) => {
      sent.push(mail);
      return Promise.resolve();
    };
    await sendDueNotices(sender(deliver), new Date(lease.getTime() - MINUTE_MS));
    expect(sent.filter((mail) => mail.to === user.email)).toEqual([]);

    await sendDueNotices(sender(deliver), lease);
    await sendDueNotices(sender(deliver), new Date(lease.getTime() + 60 * MINUTE_MS));
    expect(sent.filter((mail) => mail.to === user.email)).toHaveLength(1);
    expect(await stateOf(notice.id)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('a claim taken by another sender is not taken again', async () => {
    const { notice } = await welcomeNoticeFor(new Date());
    const lease = new Date(Date.now() + 10 * MINUTE_MS).toISOString();
    const claims = await Promise.all(
      Array.from({ length: 4 }, () => claimNotice(testApp().db, notice, lease)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('a refused delivery is tried again later', async () => {
    const now = new Date();
    const { user, notice } = await welcomeNoticeFor(now);
    const refuse = () => Promise.reject(new Error('421 try again later'));

    const first = await sendDueNotices(sender(refuse), now);
    expect(first.retrying).toBeGreaterThanOrEqual(1);
    expect(await stateOf(notice.id)).toMatchObject({
      state: 'claimed',
      attempts: 1,
      last_error: '421 try again later',
    });

    const sent: Mail[] = [];
    const retryAt = new Date(now.getTime() + NoticeTiming.retryAfterMinutes * MINUTE_MS);
    await sendDueNotices(
      sender((mail) => {
        sent.push(mail);
        return Promise.resolve();
      }),
      retryAt,
    );
    expect(sent.filter((mail) => mail.to === user.email)).toHaveLength(1);
    expect(await stateOf(notice.id)).toMatchObject({
      state: 'sent',
      attempts: 2,
      last_error: null,
    });
  });

  it('gives up after NoticeTiming.maxAttempts refused deliveries', async () => {
    let at = new Date();
    const { notice } = await welcomeNoticeFor(at);
    const refuse = () => Promise.reject(new Error('550 mailbox unavailable'));
    for (let attempt = 0; attempt <= NoticeTiming.maxAttempts; attempt += 1) {
      await sendDueNotices(sender(refuse), at);
      at = new Date(at.getTime() + NoticeTiming.retryAfterMinutes * MINUTE_MS);
    }
    expect(await stateOf(notice.id)).toMatchObject({
      state: 'failed',
      attempts: NoticeTiming.maxAttempts + 1,
    });
  });
});
