import {
  allEndpoints,
  GUEST_EMAIL,
  GUEST_PASSWORD,
  replacePathParams,
  STAFF_ROLES,
  type Endpoint,
  type StaffRole,
} from '@citybook/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggedInMember } from './helpers/member.ts';
import { logIn } from './helpers/session.ts';
import { addStaff, signedInStaff, staffCall, uniqueStaffEmail } from './helpers/staff.ts';
import { databaseDigest } from './helpers/database-digest.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * OPERATOR-1's acceptance: every `/api/console/` endpoint declared `access: 'staff'` refuses
 * anonymous callers, member sessions (the guest's included) and staff of a role it does not name,
 * with 401/403, and writes nothing. The endpoints are read from the contract, so a console
 * endpoint added later is covered without being listed here.
 */

const testApp = useTestApp();

const staffEndpoints = allEndpoints.filter(
  (endpoint): endpoint is Extract<Endpoint, { access: 'staff' }> => endpoint.access === 'staff',
);

let targetId: number;

/**
 * A call that would change something if it got through: path parameters name a real staff
 * account, and the body is a valid example where the staff area knows one (`{}` otherwise: the
 * guard answers before the schemas are read, so any body gets the same refusal).
 */
function callOf(endpoint: Endpoint) {
  const url = replacePathParams(endpoint.path, () => String(targetId));
  const examples: Record<string, unknown> = {
    inviteStaff: { email: uniqueStaffEmail('matrix'), role: 'owner' },
    changeStaffRole: { role: 'owner' },
    setStaffDisabled: { disabled: true },
    changeOwnPassword: { currentPassword: 'Wrong#pass1', newPassword: 'Another#pass2' },
  };
  return { method: endpoint.method, url, body: examples[endpoint.name] ?? {} };
}

const callers: Record<string, string | undefined> = {};

beforeAll(async () => {
  targetId = (await addStaff(testApp(), 'editor')).id;
  callers.member = (await loggedInMember(testApp())).cookie;
  callers.guest = await logIn(testApp().app, GUEST_EMAIL, GUEST_PASSWORD);
  for (const role of STAFF_ROLES) callers[role] = (await signedInStaff(testApp(), role)).cookie;
});

describe('the console role matrix (OPERATOR-1)', () => {
  it('covers the staff area’s endpoints, and every staff endpoint lives under /api/console/', () => {
    expect(staffEndpoints.map((endpoint) => endpoint.name)).toEqual(
      expect.arrayContaining([
        'getCurrentStaff',
        'getStaffGrid',
        'inviteStaff',
        'getAuditLog',
        // Member support (OPERATOR-18…22): people for owner and support, counts for analysts too.
        'getMemberCounts',
        'searchMembers',
        'getSupportMember',
        'sendMemberPasswordReset',
        'restoreMemberRedemption',
        'extendMemberActivation',
        'refundMemberPayment',
        'endMemberSubscription',
        'signMemberOutEverywhere',
        'liftMemberPasswordLock',
      ]),
    );
    // OPERATOR-23: the reports are console endpoints of their own area, walked like the others.
    expect(staffEndpoints.map((endpoint) => endpoint.name)).toEqual(
      expect.arrayContaining(['getRedemptionReport', 'getActivationReport', 'getRevenueReport']),
    );
    // OPERATOR-15…17: the code batches' endpoints, the downloads among them.
    expect(staffEndpoints.map((endpoint) => endpoint.name)).toEqual(
      expect.arrayContaining([
        'getCodeBatchGrid',
        'getCodeBatch',
        'createCodeBatch',
        'voidCodeBatch',
        'voidActivationCode',
        'downloadCodeBatchPdf',
        'downloadCodeBatchCsv',
      ]),
    );
    // MERCHANT-11: the queue of coupons not honoured, for owner and support.
    expect(staffEndpoints.map((endpoint) => endpoint.name)).toEqual(
      expect.arrayContaining(['getNotHonouredGrid', 'getNotHonouredReport', 'resolveNotHonoured']),
    );
    // FUNDRAISING-1, FUNDRAISING-2: groups, leaders' invitations and campaigns, for owner and editor.
    expect(staffEndpoints.map((endpoint) => endpoint.name)).toEqual(
      expect.arrayContaining([
        'getFundraisingGroupGrid',
        'getFundraisingGroup',
        'createFundraisingGroup',
        'inviteFundraisingLeader',
        'createFundraisingCampaign',
        // FUNDRAISING-14: an operator corrects a campaign.
        'updateFundraisingCampaign',
        // FUNDRAISING-15: an operator disables a group, or enables it again.
        'setFundraisingGroupDisabled',
        // FUNDRAISING-10, FUNDRAISING-11: a campaign's batches and sales.
        'getFundraisingCampaign',
        'giveCampaignCodeBatch',
        // FUNDRAISING-12, FUNDRAISING-13: statements, their files and payouts.
        'getCampaignStatement',
        'downloadCampaignStatementPdf',
        'downloadCampaignStatementCsv',
        'recordCampaignPayout',
      ]),
    );
    for (const endpoint of staffEndpoints) expect(endpoint.path).toMatch(/^\/api\/console\//);
  });

  it.each(staffEndpoints.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s refuses whoever it does not name, and writes nothing',
    async (_name, endpoint) => {
      const { app } = testApp();
      const call = callOf(endpoint);
      const before = await databaseDigest(testApp());
      const refusals: { caller: string; status: number; code: unknown }[] = [];
      const expected: typeof refusals = [];
      const outsiders: [string, string | undefined, number][] = [
        ['anonymous', undefined, 401],
        ['member', callers.member, 401],
        ['guest', callers.guest, 401],
        ...STAFF_ROLES.filter((role: StaffRole) => !endpoint.staffRoles.includes(role)).map(
          (role): [string, string | undefined, number] => [role, callers[role], 403],
        ),
      ];
      for (const [caller, cookie, status] of outsiders) {
        // An upload's body is raw image bytes (ADR 0033), not JSON.
        const response = endpoint.upload
          ? await app.inject({
              method: call.method,
              url: `${call.url}?use=logo`,
              headers: { 'content-type': 'image/png', ...(cookie ? { cookie } : {}) },
              payload: Buffer.from('an image would be here'),
            })
          : await staffCall(app, call.method, call.url, cookie, call.body);
        refusals.push({
          caller,
          status: response.statusCode,
          code: response.json<{ code: unknown }>().code,
        });
        expected.push({ caller, status, code: status === 401 ? 'notLoggedIn' : 'forbidden' });
      }
      expect(refusals).toEqual(expected);
      expect(await databaseDigest(testApp())).toEqual(before);
    },
  );

  it('lets each named role past the guard (a GET of every role’s own account)', async () => {
    for (const role of STAFF_ROLES) {
      const response = await staffCall(testApp().app, 'GET', '/api/console/me', callers[role]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ role });
    }
  });
});
