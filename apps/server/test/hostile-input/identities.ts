import { GUEST_EMAIL, GUEST_PASSWORD, SESSION_COOKIE } from '@citybook/contract';
import { hashToken } from '../../src/lib/tokens.ts';
import { SandboxCards } from '../../src/lib/payments/sandbox-gateway.ts';
import { subscribedMember } from '../factories/subscription.ts';
import { loginRequest, sessionCookieOf } from '../helpers/session.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { runContext } from './placeholders.ts';
import type { Identity } from './requests.ts';

// Who sends a generated request. A generated request may log out or delete the member, so each
// session is checked before it is used, and made again when it is gone.

let member: { email: string; password: string; cookie: string };
let guestCookie: string;
/** How many times a test identity was (re)created or logged in again: those are writes too. */
let writes = 0;

/** A subscribed member and the guest, logged in; the member is returned for the run's context. */
export async function startIdentities(testApp: TestApp) {
  const fresh = await subscribedMember(testApp, SandboxCards.visa);
  member = { email: fresh.user.email, password: fresh.user.password, cookie: fresh.cookie };
  guestCookie = sessionCookieOf(await loginRequest(testApp.app, GUEST_EMAIL, GUEST_PASSWORD));
  return fresh;
}

export const identityWrites = () => writes;

async function sessionAlive({ db }: TestApp, cookie: string): Promise<boolean> {
  const token = cookie.slice(SESSION_COOKIE.length + 1);
  const row = await db
    .selectFrom('session')
    .select('id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return row !== undefined;
}

/** A logged-in subscribed member; a new one when a generated request logged out or deleted it. */
export async function ensureMember(testApp: TestApp): Promise<string> {
  if (await sessionAlive(testApp, member.cookie)) return member.cookie;
  writes += 1;
  const again = await loginRequest(testApp.app, member.email, member.password);
  if (again.statusCode === 200) {
    member.cookie = sessionCookieOf(again);
    return member.cookie;
  }
  const fresh = await subscribedMember(testApp, SandboxCards.visa);
  member = { email: fresh.user.email, password: fresh.user.password, cookie: fresh.cookie };
  Object.assign(runContext(), {
    memberEmail: fresh.user.email,
    memberPassword: fresh.user.password,
    voucherId: fresh.voucherId,
  });
  return member.cookie;
}

export async function cookieOf(testApp: TestApp, identity: Identity): Promise<string | undefined> {
  if (identity === 'anonymous') return undefined;
  if (identity === 'forged') return `${SESSION_COOKIE}=${'A'.repeat(43)}; other=1`;
  if (identity === 'member') return ensureMember(testApp);
  if (!(await sessionAlive(testApp, guestCookie))) {
    writes += 1;
    guestCookie = sessionCookieOf(await loginRequest(testApp.app, GUEST_EMAIL, GUEST_PASSWORD));
  }
  return guestCookie;
}
