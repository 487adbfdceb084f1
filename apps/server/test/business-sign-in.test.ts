import {
  BUSINESS_API_PATH,
  BUSINESS_PENDING_SIGN_IN_COOKIE,
  BUSINESS_SESSION_COOKIE,
  BusinessApi,
  ErrorCode,
  STAFF_SESSION_COOKIE,
  StaffApi,
} from '@citybook/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addBusinessPerson,
  addOrganisation,
  businessSignIn,
  signedInBusinessPerson,
} from './helpers/business.ts';
import {
  cookieOf,
  newStaffPassword,
  signedInStaff,
  staffCall,
  uniqueStaffEmail,
} from './helpers/staff.ts';
import {
  addBusinessPerson as addBusinessPersonAccount,
  createOrganisation,
} from '../src/modules/business/index.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * MERCHANT-2 (ADR 0046): a business's people sign in to /api/business/ on the back office's
 * identity, in a realm of their own: their sessions never open the console, staff sessions never
 * open the business API, and a person sees only their organisation's locations.
 */

const testApp = useTestApp();

/** Two locations of the demo catalogue nobody else's test uses as an organisation's. */
async function freeLocations(count: number): Promise<number[]> {
  const rows = await testApp()
    .db.selectFrom('merchant')
    .select('id')
    .where('organisation_id', 'is', null)
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
  return rows.map((row) => row.id);
}

const me = (cookie?: string) =>
  staffCall(testApp().app, 'GET', BusinessApi.getCurrentBusinessUser.path, cookie);

/** The session token of a Cookie header, sent under another cookie's name. */
const asCookie = (cookie: string, name: string) => `${name}=${cookie.split('=')[1]}`;

afterEach(() => {
  vi.useRealTimers();
});

describe('business sign-in (MERCHANT-2)', () => {
  it('signs a merchant admin without a second factor in at once, on the business path only', async () => {
    const locations = await freeLocations(2);
    const org = await addOrganisation(testApp(), locations);
    const admin = await addBusinessPerson(testApp(), org.id, 'merchantAdmin');
    const response = await staffCall(
      testApp().app,
      'POST',
      BusinessApi.businessSignIn.path,
      undefined,
      {
        email: admin.email,
        password: admin.password,
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ next: 'signedIn' });
    const cookie = response.cookies.find((c) => c.name === BUSINESS_SESSION_COOKIE);
    expect(cookie).toMatchObject({ path: BUSINESS_API_PATH, httpOnly: true, sameSite: 'Strict' });

    const answer = await me(cookieOf(response, BUSINESS_SESSION_COOKIE));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      email: admin.email,
      role: 'merchantAdmin',
      organisation: { id: org.id, name: org.name },
      secondFactor: false,
    });
    expect(
      answer
        .json<{ locations: { id: number }[] }>()
        .locations.map((l) => l.id)
        .sort(),
    ).toEqual([...locations].sort());
    const audit = await testApp()
      .db.selectFrom('staff_audit')
      .select(['action', 'after_json'])
      .where('staff_id', '=', admin.id)
      .execute();
    expect(audit).toEqual([
      { action: 'staff.signIn', after_json: expect.stringContaining('"realm":"business"') },
    ]);
  });

  it('gives counter staff only the locations they are given', async () => {
    const locations = await freeLocations(2);
    const org = await addOrganisation(testApp(), locations);
    const counter = await addBusinessPerson(testApp(), org.id, 'counterStaff', [locations[0]!]);
    const answer = await me(await businessSignIn(testApp(), counter));
    expect(answer.json()).toMatchObject({
      role: 'counterStaff',
      locations: [expect.objectContaining({ id: locations[0] })],
    });
    expect(answer.json<{ locations: unknown[] }>().locations).toHaveLength(1);
  });

  it('keeps the realms apart: no console for a business person, no business API for staff', async () => {
    const person = await signedInBusinessPerson(testApp(), 'merchantAdmin', await freeLocations(1));
    const staff = await signedInStaff(testApp(), 'owner');
    // Sign-in on the other realm's API: the answer of an unknown e-mail.
    const onConsole = await staffCall(testApp().app, 'POST', StaffApi.signIn.path, undefined, {
      email: person.email,
      password: person.password,
    });
    expect(onConsole.statusCode).toBe(401);
    expect(onConsole.json()).toMatchObject({ code: ErrorCode.badCredentials });
    const onBusiness = await staffCall(
      testApp().app,
      'POST',
      BusinessApi.businessSignIn.path,
      undefined,
      {
        email: staff.email,
        password: staff.password,
      },
    );
    expect(onBusiness.statusCode).toBe(401);
    // A session's token under the other realm's cookie opens nothing.
    const consoleMe = await staffCall(
      testApp().app,
      'GET',
      StaffApi.getCurrentStaff.path,
      asCookie(person.cookie, STAFF_SESSION_COOKIE),
    );
    expect(consoleMe.statusCode).toBe(401);
    expect((await me(asCookie(staff.cookie, BUSINESS_SESSION_COOKIE))).statusCode).toBe(401);
    // Both sessions still work where they belong.
    expect((await me(person.cookie)).statusCode).toBe(200);
    const ownConsole = await staffCall(
      testApp().app,
      'GET',
      StaffApi.getCurrentStaff.path,
      staff.cookie,
    );
    expect(ownConsole.statusCode).toBe(200);
    // The owners' staff grid lists the publisher's staff only.
    const grid = await staffCall(
      testApp().app,
      'GET',
      `${StaffApi.getStaffGrid.path}?filter=${encodeURIComponent(person.email)}`,
      staff.cookie,
    );
    expect(grid.json()).toMatchObject({ total: 0 });
  });

  it('ends the sessions of a disabled organisation and refuses its sign-in', async () => {
    const person = await signedInBusinessPerson(testApp(), 'merchantAdmin', await freeLocations(1));
    await testApp()
      .db.updateTable('business_organisation')
      .set({ disabled_at: new Date().toISOString() })
      .where('id', '=', person.organisationId)
      .execute();
    expect((await me(person.cookie)).statusCode).toBe(401);
    const again = await staffCall(
      testApp().app,
      'POST',
      BusinessApi.businessSignIn.path,
      undefined,
      {
        email: person.email,
        password: person.password,
      },
    );
    expect(again.statusCode).toBe(401);
  });

  it('keeps a counter session through a quiet afternoon, and ends an admin’s after 30 idle minutes', async () => {
    const locations = await freeLocations(1);
    const counter = await signedInBusinessPerson(testApp(), 'counterStaff', locations);
    const admin = await signedInBusinessPerson(
      testApp(),
      'merchantAdmin',
      locations,
      counter.organisation,
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3 * 60 * 60_000);
    expect((await me(counter.cookie)).statusCode).toBe(200);
    expect((await me(admin.cookie)).statusCode).toBe(401);
    vi.setSystemTime(Date.now() + 8 * 24 * 60 * 60_000);
    expect((await me(counter.cookie)).statusCode).toBe(401);
  });

  it('walks a new person’s first sign-in: the temporary password, then their own, signed in', async () => {
    const locations = await freeLocations(2);
    const cli = { actor: { staffId: null, email: 'cli' } };
    const org = await createOrganisation(testApp().db, cli, {
      name: 'Lone Star',
      merchantIds: locations,
    });
    await expect(
      createOrganisation(testApp().db, cli, { name: 'Again', merchantIds: [locations[0]!] }),
    ).rejects.toMatchObject({ statusCode: 409 });
    const made = await addBusinessPersonAccount(testApp().db, cli, {
      organisationId: org.id,
      email: uniqueStaffEmail('counter'),
      role: 'counterStaff',
      merchantIds: [locations[1]!],
    });
    const step1 = await staffCall(
      testApp().app,
      'POST',
      BusinessApi.businessSignIn.path,
      undefined,
      {
        email: made.email,
        password: made.temporaryPassword,
      },
    );
    expect(step1.json()).toEqual({ next: 'changePassword' });
    const step2 = await staffCall(
      testApp().app,
      'POST',
      BusinessApi.businessSetNewPassword.path,
      cookieOf(step1, BUSINESS_PENDING_SIGN_IN_COOKIE),
      { newPassword: newStaffPassword() },
    );
    expect(step2.json()).toEqual({ next: 'signedIn' });
    const answer = await me(cookieOf(step2, BUSINESS_SESSION_COOKIE));
    expect(answer.json()).toMatchObject({
      role: 'counterStaff',
      locations: [expect.objectContaining({ id: locations[1] })],
    });
  });

  it('signs out: the session ends and its cookie is cleared', async () => {
    const person = await signedInBusinessPerson(testApp(), 'counterStaff', await freeLocations(1));
    const out = await staffCall(
      testApp().app,
      'POST',
      BusinessApi.businessSignOut.path,
      person.cookie,
    );
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === BUSINESS_SESSION_COOKIE)?.value).toBe('');
    expect((await me(person.cookie)).statusCode).toBe(401);
  });
});
