import {
  BUSINESS_PENDING_SIGN_IN_COOKIE,
  BUSINESS_SIGN_IN_PATH,
  BusinessApi,
  BusinessConsoleApi,
  ErrorCode,
  urlOf,
  type BusinessInvitation,
  type Organisation,
  type OrganisationGridPage,
} from '@citybook/contract';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addOrganisation, businessSignIn, signedInBusinessPerson } from './helpers/business.ts';
import { waitForMail } from './helpers/outbox.ts';
import {
  cookieOf,
  newStaffPassword,
  signedInStaff,
  staffCall,
  uniqueStaffEmail,
  type SignedInStaff,
} from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * MERCHANT-1: operators (owner, editor) make business organisations from catalogue locations,
 * rename, disable and enable them, and invite their admins (MERCHANT-2), every change audited.
 */

const testApp = useTestApp();

let owner: SignedInStaff;
let editor: SignedInStaff;

beforeAll(async () => {
  owner = await signedInStaff(testApp(), 'owner');
  editor = await signedInStaff(testApp(), 'editor');
});

/** Locations of the demo catalogue no organisation has yet, each taken by one test only. */
async function freeLocations(count: number): Promise<number[]> {
  const rows = await testApp()
    .db.selectFrom('merchant')
    .select('id')
    .where('organisation_id', 'is', null)
    .orderBy('id')
    .limit(count)
    .execute();
  if (rows.length < count) throw new Error('The demo catalogue has too few free locations');
  return rows.map((row) => row.id);
}

const call = (who: SignedInStaff, method: 'GET' | 'POST', url: string, body: unknown = {}) =>
  staffCall(testApp().app, method, url, who.cookie, body);

const organisationUrl = (
  endpoint: { path: string; name: string } & Parameters<typeof urlOf>[0],
  organisationId: number,
) => urlOf(endpoint, { params: { organisationId } } as never);

async function auditOf(objectType: string, objectId: number, action: string) {
  return testApp()
    .db.selectFrom('staff_audit')
    .selectAll()
    .where('object_type', '=', objectType)
    .where('object_id', '=', String(objectId))
    .where('action', '=', action)
    .execute();
}

async function create(who: SignedInStaff, merchantIds: number[], name = `Org ${randomUUID()}`) {
  return call(who, 'POST', BusinessConsoleApi.createBusinessOrganisation.path, {
    name,
    merchantIds,
  });
}

describe('business organisations in the console (MERCHANT-1)', () => {
  it('an editor makes an organisation of catalogue locations, audited, listed in the grid', async () => {
    const merchantIds = await freeLocations(2);
    const name = `Corner Group ${randomUUID().slice(0, 8)}`;
    const made = await create(editor, merchantIds, `  ${name} `);
    expect(made.statusCode, made.body).toBe(200);
    const organisation = made.json<Organisation>();
    expect(organisation).toMatchObject({ name, disabled: false, people: [] });
    expect(organisation.locations.map((l) => l.id).sort()).toEqual([...merchantIds].sort());

    const [audit] = await auditOf('organisation', organisation.id, 'organisation.create');
    expect(audit).toMatchObject({ staff_id: editor.id, staff_email: editor.email });

    const grid = await call(
      owner,
      'GET',
      urlOf(BusinessConsoleApi.getOrganisationGrid, { query: { filter: name.toUpperCase() } }),
    );
    expect(grid.json<OrganisationGridPage>()).toMatchObject({
      total: 1,
      rows: [{ id: organisation.id, name, locationCount: 2, peopleCount: 0, disabled: false }],
    });
  });

  it('refuses a location of another organisation on the locations field, and writes nothing', async () => {
    const [taken, free] = await freeLocations(2);
    await addOrganisation(testApp(), [taken!]);
    const name = `Refused ${randomUUID()}`;
    const refused = await create(owner, [free!, taken!], name);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: ErrorCode.locationTaken });
    const takenTitle = await testApp()
      .db.selectFrom('merchant')
      .select('title')
      .where('id', '=', taken!)
      .executeTakeFirstOrThrow();
    expect(refused.json<{ message: string }>().message).toContain(takenTitle.title);
    const unknown = await create(owner, [free!, 99_999_999], name);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: ErrorCode.unknownLocation });
    const made = await testApp()
      .db.selectFrom('business_organisation')
      .select('id')
      .where('name', '=', name)
      .execute();
    expect(made).toEqual([]);
    const freeStill = await testApp()
      .db.selectFrom('merchant')
      .select('organisation_id')
      .where('id', '=', free!)
      .executeTakeFirstOrThrow();
    expect(freeStill.organisation_id).toBeNull();
  });

  it('refuses an organisation without a name or a location (on the fields)', async () => {
    const refused = await create(owner, [], '  ');
    expect(refused.statusCode).toBe(400);
  });

  it('renames an organisation, audited; an unknown one is 404', async () => {
    const organisation = await addOrganisation(testApp(), await freeLocations(1));
    const renamed = await call(
      editor,
      'POST',
      organisationUrl(BusinessConsoleApi.renameOrganisation, organisation.id),
      { name: 'The New Name' },
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'The New Name' });
    const [audit] = await auditOf('organisation', organisation.id, 'organisation.rename');
    expect(JSON.parse(audit!.before_json!)).toMatchObject({ name: organisation.name });
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ name: 'The New Name' });

    const missing = await call(
      owner,
      'GET',
      organisationUrl(BusinessConsoleApi.getOrganisation, 99_999_999),
    );
    expect(missing.statusCode).toBe(404);
  });

  it('disabling ends its people’s sessions at once and refuses their sign-in; enabling lets them back', async () => {
    const merchantIds = await freeLocations(1);
    const admin = await signedInBusinessPerson(testApp(), 'merchantAdmin', merchantIds);
    const me = () =>
      staffCall(testApp().app, 'GET', BusinessApi.getCurrentBusinessUser.path, admin.cookie);
    expect((await me()).statusCode).toBe(200);

    const disabled = await call(
      owner,
      'POST',
      organisationUrl(BusinessConsoleApi.setOrganisationDisabled, admin.organisation.id),
      { disabled: true },
    );
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ disabled: true });
    expect((await me()).statusCode).toBe(401);
    await expect(businessSignIn(testApp(), admin)).rejects.toThrow(/401|400/);
    expect(
      await auditOf('organisation', admin.organisation.id, 'organisation.disable'),
    ).toHaveLength(1);

    const invite = await call(
      owner,
      'POST',
      organisationUrl(BusinessConsoleApi.inviteOrganisationAdmin, admin.organisation.id),
      { email: uniqueStaffEmail('disabled-org') },
    );
    expect(invite.statusCode).toBe(409);
    expect(invite.json()).toMatchObject({ code: ErrorCode.organisationDisabled });

    const enabled = await call(
      owner,
      'POST',
      organisationUrl(BusinessConsoleApi.setOrganisationDisabled, admin.organisation.id),
      { disabled: false },
    );
    expect(enabled.json()).toMatchObject({ disabled: false });
    expect(
      await auditOf('organisation', admin.organisation.id, 'organisation.enable'),
    ).toHaveLength(1);
    await expect(businessSignIn(testApp(), admin)).resolves.toContain('citybook-business=');
  });

  it('invites an admin: the temporary password once, by e-mail with the sign-in link, audited', async () => {
    const organisation = await addOrganisation(testApp(), await freeLocations(1));
    const email = uniqueStaffEmail('first-admin');
    const invited = await call(
      editor,
      'POST',
      organisationUrl(BusinessConsoleApi.inviteOrganisationAdmin, organisation.id),
      { email },
    );
    expect(invited.statusCode, invited.body).toBe(200);
    const { person, temporaryPassword } = invited.json<BusinessInvitation>();
    expect(person).toMatchObject({
      email,
      role: 'merchantAdmin',
      locationIds: [],
      disabled: false,
      mustChangePassword: true,
      lastSignInAt: null,
    });

    const mail = await waitForMail(testApp().db, email);
    expect(mail.subject).toContain(organisation.name);
    expect(mail.body_text).toContain(`${BUSINESS_SIGN_IN_PATH}`);
    expect(mail.body_text).toContain(temporaryPassword);

    const [audit] = await auditOf('staff', person.id, 'businessPerson.invite');
    expect(audit).toMatchObject({ staff_id: editor.id });
    expect(audit!.after_json).not.toContain(temporaryPassword);

    const view = await call(
      owner,
      'GET',
      organisationUrl(BusinessConsoleApi.getOrganisation, organisation.id),
    );
    expect(view.json<Organisation>().people).toEqual([person]);

    const again = await call(
      owner,
      'POST',
      organisationUrl(BusinessConsoleApi.inviteOrganisationAdmin, organisation.id),
      { email },
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: ErrorCode.emailTaken });

    // The first sign-in: the temporary password, then a password of their own, then signed in.
    const step1 = await staffCall(
      testApp().app,
      'POST',
      BusinessApi.businessSignIn.path,
      undefined,
      {
        email,
        password: temporaryPassword,
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
  });
});
