import { AccountApi, RESET_MAILS_PER_HOUR } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../factories/user.ts';
import { postJson } from '../helpers/session.ts';
import { useTestApp } from '../helpers/test-app.ts';

const testApp = useTestApp({ config: { RATE_LIMIT_PASSWORD: '100' } });

const forgot = (emailAddress: string) =>
  postJson(testApp().app, AccountApi.forgotPassword.path, { emailAddress });

/** What differs for every request whatever the email: the moment, the id, the limit's count. */
const VARYING = /^(date|x-request-id|x-ratelimit-remaining|x-ratelimit-reset)$/;

/** The answer as a client sees it, without what differs for every request. */
function shapeOf(response: Awaited<ReturnType<typeof forgot>>) {
  const headers = Object.entries(response.headers).filter(([name]) => !VARYING.test(name));
  return { status: response.statusCode, body: response.body, headers };
}

/** The look-up and the mail run after the answer: wait until this account's count is `hits`. */
async function settled(userId: number, hits: number): Promise<void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const row = await testApp()
      .db.selectFrom('rate_limit_hit')
      .select('hits')
      .where('key', '=', `reset-mail|${userId}`)
      .executeTakeFirst();
    if ((row?.hits ?? 0) >= hits) return;
    if (Date.now() > deadline) throw new Error(`reset request ${hits} never settled`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('forgot password', () => {
  it('answers the same for an account, an unknown email and a capped account', async () => {
    const member = await createUser(testApp().db);
    const known = shapeOf(await forgot(member.email));
    expect(known).toMatchObject({ status: 200, body: '{}' });
    expect(shapeOf(await forgot(uniqueEmail('nobody')))).toEqual(known);
    for (let request = 2; request <= RESET_MAILS_PER_HOUR + 1; request += 1) {
      expect(shapeOf(await forgot(member.email))).toEqual(known);
    }
  });

  it(`mails at most ${RESET_MAILS_PER_HOUR} reset links per account and hour`, async () => {
    const { db } = testApp();
    const member = await createUser(db);
    const requests = RESET_MAILS_PER_HOUR + 3;
    for (let request = 1; request <= requests; request += 1) {
      expect((await forgot(member.email)).statusCode).toBe(200);
      await settled(member.id, request);
    }
    const tokens = await db
      .selectFrom('password_token')
      .select('id')
      .where('user_id', '=', member.id)
      .where('purpose', '=', 'reset')
      .execute();
    expect(tokens).toHaveLength(RESET_MAILS_PER_HOUR);
    // The mails go out in the background too: wait for the last one before counting.
    const deadline = Date.now() + 5000;
    let mails: unknown[] = [];
    while (Date.now() < deadline) {
      mails = await db
        .selectFrom('outbox')
        .select('id')
        .where('recipient', '=', member.email.toLowerCase())
        .execute();
      if (mails.length >= RESET_MAILS_PER_HOUR) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(mails).toHaveLength(RESET_MAILS_PER_HOUR);

    // Another account still gets its mail: the cap is per account.
    const other = await createUser(db);
    await forgot(other.email);
    await settled(other.id, 1);
    const otherTokens = await db
      .selectFrom('password_token')
      .select('id')
      .where('user_id', '=', other.id)
      .execute();
    expect(otherTokens).toHaveLength(1);
  });
});
