import {
  BUSINESS_PENDING_SIGN_IN_COOKIE,
  BUSINESS_SESSION_COOKIE,
  BUSINESS_SIGN_IN_PATH,
  BusinessApi,
  BusinessPeopleApi,
  ErrorCode,
  RedemptionBusinessApi,
  urlOf,
  type BusinessInvitation,
  type BusinessPeople,
  type BusinessPersonRow,
  type CurrentBusinessUser,
} from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import {
  addBusinessPerson,
  businessSignIn,
  freeLocations as freeLocationsOf,
  signedInBusinessPerson,
  type BusinessPerson,
} from './helpers/business.ts';
import { setOrganisationPersonDisabled } from '../src/modules/business/index.ts';
import { databaseDigest } from './helpers/database-digest.ts';
import { waitForMail } from './helpers/outbox.ts';
import { cookieOf, newStaffPassword, staffCall, uniqueStaffEmail } from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * MERCHANT-13: a merchant admin's People screen on the real app: invitations by e-mail (the
 * operators' path, ADR 0050), roles, counter staff's locations, disabling (sessions end at once),
 * the last active admin kept, and nobody of another organisation reachable.
 */

const testApp = useTestApp();

/** Locations no organisation has yet, each taken by one test only. */
const freeLocations = (count: number) => freeLocationsOf(testApp(), count);

/** A signed-in admin of a new organisation owning `count` locations. */
async function adminOfNewOrganisation(count = 2) {
  return signedInBusinessPerson(testApp(), 'merchantAdmin', await freeLocations(count));
}

type Method = 'GET' | 'POST' | 'PUT';
const call = (cookie: string | undefined, method: Method, url: string, body: unknown = {}) =>
  staffCall(testApp().app, method, url, cookie, body);

const personUrl = (
  endpoint:
    | typeof BusinessPeopleApi.changeBusinessPerson
    | typeof BusinessPeopleApi.setBusinessPersonDisabled
    | typeof BusinessPeopleApi.resendBusinessInvitation,
  personId: number,
) => urlOf(endpoint, { params: { personId } });

const invite = (cookie: string, body: unknown) =>
  call(cookie, 'POST', BusinessPeopleApi.inviteBusinessPerson.path, body);
const change = (cookie: string, personId: number, body: unknown) =>
  call(cookie, 'PUT', personUrl(BusinessPeopleApi.changeBusinessPerson, personId), body);
const setDisabled = (cookie: string, personId: number, disabled: boolean) =>
  call(cookie, 'POST', personUrl(BusinessPeopleApi.setBusinessPersonDisabled, personId), {
    disabled,
  });
const resend = (cookie: string, personId: number) =>
  call(cookie, 'POST', personUrl(BusinessPeopleApi.resendBusinessInvitation, personId));
const me = (cookie: string) => call(cookie, 'GET', BusinessApi.getCurrentBusinessUser.path);

async function auditOf(objectId: number, action: string) {
  return testApp()
    .db.selectFrom('staff_audit')
    .selectAll()
    .where('object_type', '=', 'staff')
    .where('object_id', '=', String(objectId))
    .where('action', '=', action)
    .execute();
}

/** The first sign-in with a temporary password: a new password, then signed in. */
async function firstSignIn(email: string, temporaryPassword: string): Promise<string> {
  const step1 = await call(undefined, 'POST', BusinessApi.businessSignIn.path, {
    email,
    password: temporaryPassword,
  });
  expect(step1.json()).toEqual({ next: 'changePassword' });
  const step2 = await call(
    cookieOf(step1, BUSINESS_PENDING_SIGN_IN_COOKIE),
    'POST',
    BusinessApi.businessSetNewPassword.path,
    { newPassword: newStaffPassword() },
  );
  expect(step2.json()).toEqual({ next: 'signedIn' });
  return cookieOf(step2, BUSINESS_SESSION_COOKIE);
}

const deskCheck = (cookie: string, merchantId: number) =>
  testApp().app.inject({
    method: 'GET',
    url: urlOf(RedemptionBusinessApi.checkCodeAtLocation, {
      params: { merchantId, code: 'ZZZZZZ' },
    }),
    headers: { cookie },
  });

describe('a merchant admin’s people (MERCHANT-13)', () => {
  it('lists the organisation’s people only: role, locations, status and last sign-in', async () => {
    const admin = await adminOfNewOrganisation();
    const [first] = admin.organisation.merchantIds;
    const counter = await addBusinessPerson(testApp(), admin.organisation.id, 'counterStaff', [
      first!,
    ]);
    await signedInBusinessPerson(testApp(), 'merchantAdmin', await freeLocations(1));

    const listed = await call(admin.cookie, 'GET', BusinessPeopleApi.getBusinessPeople.path);
    expect(listed.statusCode, listed.body).toBe(200);
    const { people } = listed.json<BusinessPeople>();
    expect(people.map((person) => person.email)).toEqual([admin.email, counter.email]);
    expect(people[0]).toMatchObject({ role: 'merchantAdmin', locationIds: [], disabled: false });
    expect(people[0]!.lastSignInAt).not.toBeNull();
    expect(people[1]).toMatchObject({
      role: 'counterStaff',
      locationIds: [first],
      lastSignInAt: null,
    });
  });

  it('invites counter staff: mailed link and temporary password, audited; they set a password and get the desk at their location only', async () => {
    const admin = await adminOfNewOrganisation();
    const [theirs, notTheirs] = admin.organisation.merchantIds;
    const email = uniqueStaffEmail('counter');
    const invited = await invite(admin.cookie, {
      email,
      role: 'counterStaff',
      merchantIds: [theirs],
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const { person, temporaryPassword } = invited.json<BusinessInvitation>();
    expect(person).toMatchObject({
      email,
      role: 'counterStaff',
      locationIds: [theirs],
      mustChangePassword: true,
      disabled: false,
    });

    const mail = await waitForMail(testApp().db, email);
    expect(mail.subject).toContain(admin.organisation.name);
    expect(mail.body_text).toContain(BUSINESS_SIGN_IN_PATH);
    expect(mail.body_text).toContain(temporaryPassword);
    const [audit] = await auditOf(person.id, 'businessPerson.invite');
    expect(audit).toMatchObject({ staff_id: admin.id, staff_email: admin.email });
    expect(audit!.after_json).not.toContain(temporaryPassword);

    const cookie = await firstSignIn(email, temporaryPassword);
    const mine = (await me(cookie)).json<CurrentBusinessUser>();
    expect(mine.locations.map((location) => location.id)).toEqual([theirs]);
    expect((await deskCheck(cookie, theirs!)).statusCode).toBe(200);
    expect((await deskCheck(cookie, notTheirs!)).statusCode).toBe(403);
    expect((await call(cookie, 'GET', BusinessPeopleApi.getBusinessPeople.path)).statusCode).toBe(
      403,
    );
  });

  it('refuses an e-mail in use, counter staff without a location and another organisation’s location, on the fields', async () => {
    const admin = await adminOfNewOrganisation();
    const [outside] = await freeLocations(1);
    const before = await databaseDigest(testApp());
    const taken = await invite(admin.cookie, {
      email: admin.email,
      role: 'merchantAdmin',
      merchantIds: [],
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      code: ErrorCode.emailTaken,
      message: 'This email address already has a Citybook business or staff account.',
    });
    const noLocation = await invite(admin.cookie, {
      email: uniqueStaffEmail('nowhere'),
      role: 'counterStaff',
      merchantIds: [],
    });
    expect(noLocation.statusCode).toBe(400);
    expect(noLocation.body).toContain('merchantIds');
    const elsewhere = await invite(admin.cookie, {
      email: uniqueStaffEmail('elsewhere'),
      role: 'counterStaff',
      merchantIds: [outside],
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ code: ErrorCode.unknownLocation });
    expect(await databaseDigest(testApp())).toEqual(before);
  });

  it('changes counter staff’s locations (audited, live at the next request) and a role (sessions end)', async () => {
    const admin = await adminOfNewOrganisation();
    const [one, two] = admin.organisation.merchantIds;
    const counter = await addBusinessPerson(testApp(), admin.organisation.id, 'counterStaff', [
      one!,
    ]);
    const counterCookie = await businessSignIn(testApp(), counter);

    const moved = await change(admin.cookie, counter.id, {
      role: 'counterStaff',
      merchantIds: [two, one],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<BusinessPersonRow>().locationIds).toEqual([one, two].sort((a, b) => a! - b!));
    const [audit] = await auditOf(counter.id, 'businessPerson.change');
    expect(JSON.parse(audit!.before_json!)).toMatchObject({ locationIds: [one] });
    expect(audit).toMatchObject({ staff_id: admin.id });
    expect((await deskCheck(counterCookie, two!)).statusCode).toBe(200);

    const promoted = await change(admin.cookie, counter.id, {
      role: 'merchantAdmin',
      merchantIds: [],
    });
    expect(promoted.json()).toMatchObject({ role: 'merchantAdmin', locationIds: [] });
    expect((await me(counterCookie)).statusCode).toBe(401);
    const again = await businessSignIn(testApp(), counter);
    expect((await me(again)).json()).toMatchObject({ role: 'merchantAdmin' });
  });

  it('disabling ends a live session at once and refuses sign-in; enabling lets them back; both audited', async () => {
    const admin = await adminOfNewOrganisation();
    const counter = await addBusinessPerson(testApp(), admin.organisation.id, 'counterStaff', [
      admin.organisation.merchantIds[0]!,
    ]);
    const cookie = await businessSignIn(testApp(), counter);
    expect((await me(cookie)).statusCode).toBe(200);

    const disabled = await setDisabled(admin.cookie, counter.id, true);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ disabled: true });
    expect((await deskCheck(cookie, admin.organisation.merchantIds[0]!)).statusCode).toBe(401);
    const sessions = await testApp()
      .db.selectFrom('staff_session')
      .select('id')
      .where('staff_id', '=', counter.id)
      .execute();
    expect(sessions).toEqual([]);
    await expect(businessSignIn(testApp(), counter)).rejects.toThrow();
    const [audit] = await auditOf(counter.id, 'businessPerson.disable');
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ disabled: true, sessionsEnded: 1 });

    const enabled = await setDisabled(admin.cookie, counter.id, false);
    expect(enabled.json()).toMatchObject({ disabled: false });
    expect(await auditOf(counter.id, 'businessPerson.enable')).toHaveLength(1);
    await expect(businessSignIn(testApp(), counter)).resolves.toContain('citybook-business=');
  });

  it('the last active admin cannot disable or demote themself (409); with another admin they can', async () => {
    const admin = await adminOfNewOrganisation(1);
    const before = await databaseDigest(testApp());
    for (const response of [
      await setDisabled(admin.cookie, admin.id, true),
      await change(admin.cookie, admin.id, {
        role: 'counterStaff',
        merchantIds: admin.organisation.merchantIds,
      }),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: ErrorCode.lastAdmin,
        message: expect.stringContaining('last active admin'),
      });
    }
    expect(await databaseDigest(testApp())).toEqual(before);

    // An invited admin who never signed in is not active yet: still the last one.
    const secondAdmin = uniqueStaffEmail('second-admin');
    const invited = await invite(admin.cookie, {
      email: secondAdmin,
      role: 'merchantAdmin',
      merchantIds: [],
    });
    expect(invited.statusCode).toBe(200);
    await waitForMail(testApp().db, secondAdmin);
    expect((await setDisabled(admin.cookie, admin.id, true)).statusCode).toBe(409);

    await addBusinessPerson(testApp(), admin.organisation.id, 'merchantAdmin');
    const demoted = await change(admin.cookie, admin.id, {
      role: 'counterStaff',
      merchantIds: admin.organisation.merchantIds,
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await me(admin.cookie)).statusCode).toBe(401);
  });

  it('two admins disabling each other at once leave one active admin (the organisation’s lock)', async () => {
    const admin = await adminOfNewOrganisation(1);
    const other = await addBusinessPerson(testApp(), admin.organisation.id, 'merchantAdmin');
    // Both past the guard at the same moment: the services race, not the session lookups.
    const asPerson = (person: BusinessPerson) => ({
      sessionId: 0,
      accountId: person.id,
      email: person.email,
      role: person.role,
      organisationId: admin.organisation.id,
      merchantIds: admin.organisation.merchantIds,
    });
    const disable = (actor: BusinessPerson, target: BusinessPerson) =>
      setOrganisationPersonDisabled(
        testApp().db,
        { actor: { staffId: actor.id, email: actor.email } },
        asPerson(actor),
        target.id,
        true,
      );
    const results = await Promise.allSettled([disable(admin, other), disable(other, admin)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [refused] = results.filter((result) => result.status === 'rejected');
    expect(refused?.reason).toMatchObject({ statusCode: 409 });
    const active = await testApp()
      .db.selectFrom('staff_account')
      .select('id')
      .where('organisation_id', '=', admin.organisation.id)
      .where('role', '=', 'merchantAdmin')
      .where('disabled_at', 'is', null)
      .execute();
    expect(active).toHaveLength(1);
  });

  it('resends an invitation with a new temporary password (the old one stops working); not to someone who signed in', async () => {
    const admin = await adminOfNewOrganisation();
    const email = uniqueStaffEmail('resend');
    const first = (
      await invite(admin.cookie, { email, role: 'merchantAdmin', merchantIds: [] })
    ).json<BusinessInvitation>();
    await waitForMail(testApp().db, email);

    const resent = await resend(admin.cookie, first.person.id);
    expect(resent.statusCode, resent.body).toBe(200);
    const second = resent.json<BusinessInvitation>();
    expect(second.temporaryPassword).not.toBe(first.temporaryPassword);
    // The mailer writes to the outbox in the background: wait for the second mail.
    const mailsTo = () =>
      testApp()
        .db.selectFrom('outbox')
        .select('body_text')
        .where('recipient', '=', email)
        .execute();
    await expect.poll(async () => (await mailsTo()).length).toBe(2);
    expect(
      (await mailsTo()).some((mail) => mail.body_text.includes(second.temporaryPassword)),
    ).toBe(true);
    expect(await auditOf(first.person.id, 'businessPerson.invitation.resend')).toHaveLength(1);

    const old = await call(undefined, 'POST', BusinessApi.businessSignIn.path, {
      email,
      password: first.temporaryPassword,
    });
    expect(old.statusCode).toBe(401);
    await firstSignIn(email, second.temporaryPassword);

    const refused = await resend(admin.cookie, first.person.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: ErrorCode.invitationAccepted });
  });

  it('another organisation’s person is not found on every call, and nothing changes', async () => {
    const admin = await adminOfNewOrganisation(1);
    const other = await adminOfNewOrganisation(1);
    const theirs: BusinessPerson = await addBusinessPerson(
      testApp(),
      other.organisation.id,
      'counterStaff',
      other.organisation.merchantIds,
    );
    await testApp()
      .db.updateTable('staff_account')
      .set({ must_change_password: 1 })
      .where('id', '=', theirs.id)
      .execute();
    const before = await databaseDigest(testApp());
    for (const response of [
      await change(admin.cookie, theirs.id, {
        role: 'counterStaff',
        merchantIds: admin.organisation.merchantIds,
      }),
      await setDisabled(admin.cookie, theirs.id, true),
      await resend(admin.cookie, theirs.id),
      await setDisabled(admin.cookie, other.id, true),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
    }
    expect(await databaseDigest(testApp())).toEqual(before);
    const listed = (
      await call(admin.cookie, 'GET', BusinessPeopleApi.getBusinessPeople.path)
    ).json<BusinessPeople>();
    expect(listed.people.map((person) => person.id)).toEqual([admin.id]);
  });
});
