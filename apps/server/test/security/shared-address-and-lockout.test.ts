/**
 * Issue 33 and issue 27 finding 3 (ACCOUNT-28, ACCOUNT-29; docs/security/password-throttle.md):
 * members behind one throttled address still get in with their right passwords, a credential
 * stuffing run from that address stays slowed, and an attack on an account from rotating
 * addresses cannot keep its owner out: the owner gets an e-mailed code.
 */
import {
  AccountApi,
  ErrorCode,
  INVALID_CREDENTIALS_MESSAGE,
  LoginCode,
  PasswordThrottle,
} from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../src/lib/tokens.ts';
import { createUser, uniqueEmail, type CreatedUser } from '../factories/user.ts';
import { waitForMail } from '../helpers/outbox.ts';
import { sessionCookieOf } from '../helpers/session.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { json } from './set-up.ts';
import { addressesUnder, loginFrom } from './throttle-calls.ts';

// The per-route limits are not what is tested here: the throttle is.
const testApp = useTestApp({ config: { RATE_LIMIT_LOGIN: '10000' } });

/** A client address no other test uses. */
const newAddress = addressesUnder('10.33');

const login = (email: string, password: string, address: string) =>
  loginFrom(testApp(), email, password, address);

function submitCode(challenge: string, code: string, address: string) {
  return testApp().app.inject({
    method: 'POST',
    url: AccountApi.submitLoginCode.path,
    headers: json,
    payload: JSON.stringify({ challenge, code }),
    remoteAddress: address,
  });
}

const badCredentials = {
  status: 401,
  body: { code: ErrorCode.badCredentials, message: INVALID_CREDENTIALS_MESSAGE },
};
const answerOf = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  body: response.json(),
});
/** The code-sent answer's shape: its message is a fresh challenge each time. */
const codeSent = (response: {
  statusCode: number;
  json: () => { code: unknown; message: unknown };
}) => {
  const body = response.json();
  return { status: response.statusCode, code: body.code, challenge: typeof body.message };
};
const CODE_SENT = { status: 401, code: ErrorCode.loginCodeSent, challenge: 'string' };

async function failureRow(subject: string) {
  return testApp()
    .db.selectFrom('password_failure')
    .select(['failures', 'blocked_until'])
    .where('subject', '=', subject)
    .executeTakeFirst();
}
const accountSubject = (user: CreatedUser) => `account:${hashToken(user.email.toLowerCase())}`;

/** More unknown and wrong logins from `address` than its free failures: it is throttled. */
async function throttleAddress(address: string): Promise<void> {
  const { db } = testApp();
  for (let n = 0; n <= PasswordThrottle.addressFreeFailures + 2; n += 1) {
    // Unknown emails, and now and then a member's wrong password (as the bench's mix has them).
    const email = n % 10 === 0 ? (await createUser(db)).email : uniqueEmail('nobody');
    expect(answerOf(await login(email, 'Wrong#pass1', address))).toEqual(badCredentials);
  }
  const row = await failureRow(`address:${address}`);
  expect(Date.parse(row?.blocked_until ?? '')).toBeGreaterThan(Date.now());
}

/** The code mailed to the member: read from the outbox, as the member reads the mail. */
async function mailedCode(user: CreatedUser): Promise<string> {
  const mail = await waitForMail(testApp().db, user.email);
  const match = new RegExp(`\\b(\\d{${String(LoginCode.digits)}})\\b`).exec(mail.body_text);
  if (!match?.[1]) throw new Error('No code in the mail');
  return match[1];
}

describe('one shared, throttled address (ACCOUNT-28)', () => {
  it('signs in 20 different members with their right passwords', async () => {
    const { db } = testApp();
    const address = newAddress();
    await throttleAddress(address);

    const members = await Promise.all(Array.from({ length: 20 }, () => createUser(db)));
    const statuses = [];
    for (const member of members)
      statuses.push((await login(member.email, member.password, address)).statusCode);
    expect(statuses).toEqual(Array(20).fill(200));
  });

  it('keeps a credential-stuffing run of wrong passwords from that address slowed', async () => {
    const { db } = testApp();
    const address = newAddress();
    await throttleAddress(address);
    const targets = await Promise.all(Array.from({ length: 10 }, () => createUser(db)));

    // One wrong guess on each account: answered like any wrong password, and counted against the
    // account, so from this address it gets no second check while the address waits: further
    // guesses, and even the right password, get the code-sent answer, the same whatever the
    // password, and only the mailbox's owner could finish.
    for (const target of targets)
      expect(answerOf(await login(target.email, 'Stuffed#pass1', address))).toEqual(badCredentials);
    for (const target of targets) {
      for (let guess = 0; guess < 3; guess += 1)
        expect(codeSent(await login(target.email, `Guess#${guess}x`, address))).toEqual(CODE_SENT);
      const right = await login(target.email, target.password, address);
      expect(codeSent(right)).toEqual(CODE_SENT);
      expect(right.cookies).toEqual([]);
      // Not one of those was counted as a check of the account.
      expect((await failureRow(accountSubject(target)))?.failures).toBe(1);
    }
    // The address's delay keeps running.
    const row = await failureRow(`address:${address}`);
    expect(Date.parse(row?.blocked_until ?? '')).toBeGreaterThan(Date.now());
  });
});

describe('an account under attack (ACCOUNT-29)', () => {
  it('offers its owner, from a new address, an e-mailed code while guesses rotate addresses', async () => {
    const { db } = testApp();
    const owner = await createUser(db);
    const attack = async (guesses: number) => {
      for (let n = 0; n < guesses; n += 1)
        await login(owner.email, `Guess#${String(Math.random()).slice(2, 8)}`, newAddress());
    };
    await attack(PasswordThrottle.accountFreeFailures + 5);
    const row = await failureRow(accountSubject(owner));
    expect(Date.parse(row?.blocked_until ?? '')).toBeGreaterThan(Date.now());

    const ownerAddress = newAddress();
    const offered = await login(owner.email, owner.password, ownerAddress);
    await attack(3);
    // The attacker's own guesses get the same answer (a fresh challenge, nothing else), and so
    // does an unknown email under the same attack: no oracle, no enumeration.
    expect(codeSent(offered)).toEqual(CODE_SENT);
    expect(codeSent(await login(owner.email, 'Guess#wrong1', newAddress()))).toEqual(CODE_SENT);
    const unknown = uniqueEmail('nobody');
    for (let n = 0; n < PasswordThrottle.accountFreeFailures + 2; n += 1)
      await login(unknown, 'Guess#wrong1', newAddress());
    expect(codeSent(await login(unknown, 'Guess#wrong1', newAddress()))).toEqual(CODE_SENT);

    const challenge = offered.json<{ message: string }>().message;
    const code = await mailedCode(owner);
    // Only one mail, to the owner: the attacker's wrong passwords sent nothing.
    const mails = await db
      .selectFrom('outbox')
      .select('id')
      .where('recipient', '=', owner.email.toLowerCase())
      .execute();
    expect(mails).toHaveLength(1);
    // The code alone is nothing without the challenge the right password earned.
    expect((await submitCode('not-the-challenge', code, newAddress())).statusCode).toBe(400);

    await attack(3);
    const signedIn = await submitCode(challenge, code, ownerAddress);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ emailAddress: owner.email.toLowerCase() });
    const cookie = sessionCookieOf(signedIn);
    const profile = await testApp().app.inject({
      method: 'GET',
      url: AccountApi.getProfile.path,
      headers: { cookie },
    });
    expect(profile.statusCode).toBe(200);

    // Single use; and the address is now the owner's: the next login from it needs no code.
    expect(answerOf(await submitCode(challenge, code, ownerAddress))).toMatchObject({
      status: 400,
      body: { code: ErrorCode.wrongLoginCode },
    });
    await attack(3);
    expect((await login(owner.email, owner.password, ownerAddress)).statusCode).toBe(200);
  });

  it(`spends a code after ${String(LoginCode.maxAttempts)} wrong tries`, async () => {
    const { db } = testApp();
    const owner = await createUser(db);
    for (let n = 0; n < PasswordThrottle.accountFreeFailures + 2; n += 1)
      await login(owner.email, 'Guess#wrong1', newAddress());
    const address = newAddress();
    const offered = await login(owner.email, owner.password, address);
    expect(codeSent(offered)).toEqual(CODE_SENT);
    const challenge = offered.json<{ message: string }>().message;
    const code = await mailedCode(owner);
    const wrongCode = code === '000000' ? '000001' : '000000';
    for (let attempt = 0; attempt < LoginCode.maxAttempts; attempt += 1)
      expect((await submitCode(challenge, wrongCode, address)).statusCode).toBe(400);
    expect((await submitCode(challenge, code, address)).statusCode).toBe(400);
  });

  it('stores the code hashed, and for 10 minutes', async () => {
    const { db } = testApp();
    const owner = await createUser(db);
    for (let n = 0; n < PasswordThrottle.accountFreeFailures + 2; n += 1)
      await login(owner.email, 'Guess#wrong1', newAddress());
    const offered = await login(owner.email, owner.password, newAddress());
    const challenge = offered.json<{ message: string }>().message;
    const code = await mailedCode(owner);
    const row = await db
      .selectFrom('login_code')
      .selectAll()
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(challenge);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(
      LoginCode.ttlMinutes * 60_000,
    );
  });
});
