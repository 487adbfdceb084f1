import {
  allEndpoints,
  BUSINESS_ROLES,
  BUSINESS_SESSION_COOKIE,
  GUEST_EMAIL,
  GUEST_PASSWORD,
  replacePathParams,
  STAFF_ROLES,
  STAFF_SESSION_COOKIE,
  type BusinessRole,
  type Endpoint,
} from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { addBusinessPerson, addOrganisation, signedInBusinessPerson } from './helpers/business.ts';
import { addCampaign, addGroup, addSeller, signedInLeader } from './helpers/fundraising.ts';
import { loggedInMember } from './helpers/member.ts';
import { logIn } from './helpers/session.ts';
import { signedInStaff, staffCall } from './helpers/staff.ts';
import { databaseDigest } from './helpers/database-digest.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * MERCHANT-2's acceptance: every `/api/business/` endpoint declared `access: 'business'` refuses
 * anonymous callers, members (the guest's session included), the publisher's staff (their session
 * under either cookie's name) and a business role it does not name, with 401/403, and writes
 * nothing; one naming a location refuses another organisation's people. The endpoints are read
 * from the contract, so one added later is covered without being listed here.
 */

const testApp = useTestApp();

const businessEndpoints = allEndpoints.filter(
  (endpoint): endpoint is Extract<Endpoint, { access: 'business' }> =>
    endpoint.access === 'business',
);

/** The organisation whose location every path parameter names. */
let targetLocation: number;
/** A person of that organisation, for a path's `personId` (MERCHANT-13). */
let targetPerson: number;
/** FUNDRAISING-3: the campaign and seller of the leader's group that campaign and seller ids name. */
let targetCampaign: number;
let targetSeller: number;
/** FUNDRAISING-10: a code sale of that campaign, for a path's `saleId`. */
let targetSale: number;

/**
 * Queries and bodies that pass validation, for endpoints that validate before the handler checks
 * the location (MERCHANT-8), so another organisation's admin is refused for the location.
 */
const validInputs: Partial<Record<string, { query?: string; body: unknown }>> = {
  updateLocationContact: { body: { telephone: '', website: '', revision: 1 } },
  setLocationPhotos: { body: { mediaIds: [], revision: 1 } },
  setLocationHours: { body: { openingHours: null, revision: 1 } },
  addLocationPhoto: { query: '?revision=1', body: Buffer.from('an image would be here') },
  changeBusinessPerson: { body: { role: 'merchantAdmin', merchantIds: [] } },
  setBusinessPersonDisabled: { body: { disabled: true } },
  // FUNDRAISING-3, FUNDRAISING-5: another group's leader is refused for the campaign, not the body.
  addCampaignSeller: { body: { displayName: 'Matrix S.' } },
  renameCampaignSeller: { body: { displayName: 'Matrix S.' } },
  setCampaignLeaderboard: { body: { hidden: true } },
  recordCampaignCodeSale: { body: { code: 'ABCD-EFGH', sellerId: null, amountCents: 2500 } },
};

/** A call that would change something if it got through: path parameters name the location. */
function callOf(endpoint: Endpoint) {
  const url = replacePathParams(endpoint.path, (name) =>
    String(
      name === 'personId'
        ? targetPerson
        : name === 'campaignId'
          ? targetCampaign
          : name === 'sellerId'
            ? targetSeller
            : name === 'saleId'
              ? targetSale
              : targetLocation,
    ),
  );
  const input = validInputs[endpoint.name];
  return { method: endpoint.method, url: url + (input?.query ?? ''), body: input?.body ?? {} };
}

/** Makes the call as `cookie`; an upload's body is raw image bytes (ADR 0033), not JSON. */
function send(app: FastifyInstance, endpoint: Endpoint, cookie: string | undefined) {
  const call = callOf(endpoint);
  return endpoint.upload
    ? app.inject({
        method: call.method,
        url: call.url,
        headers: { 'content-type': 'image/png', ...(cookie ? { cookie } : {}) },
        payload: call.body as Buffer,
      })
    : staffCall(app, call.method, call.url, cookie, call.body);
}

const callers: Record<string, string | undefined> = {};

beforeAll(async () => {
  const [mine, theirs] = await testApp()
    .db.selectFrom('merchant')
    .select('id')
    .where('organisation_id', 'is', null)
    .orderBy('id')
    .limit(2)
    .execute();
  targetLocation = mine!.id;
  const organisation = await addOrganisation(testApp(), [mine!.id]);
  targetPerson = (await addBusinessPerson(testApp(), organisation.id, 'counterStaff', [mine!.id]))
    .id;
  for (const role of BUSINESS_ROLES)
    callers[role] = (
      await signedInBusinessPerson(testApp(), role, [mine!.id], organisation)
    ).cookie;
  callers.otherAdmin = (
    await signedInBusinessPerson(testApp(), 'merchantAdmin', [theirs!.id])
  ).cookie;
  callers.otherCounter = (
    await signedInBusinessPerson(testApp(), 'counterStaff', [theirs!.id])
  ).cookie;
  // FUNDRAISING-1: a leader of the fundraising group whose campaign and seller the ids name, and
  // the leader of another group.
  const group = await addGroup(testApp());
  targetCampaign = (await addCampaign(testApp(), group.id)).id;
  targetSeller = (await addSeller(testApp(), targetCampaign)).id;
  targetSale = (
    await testApp()
      .db.insertInto('fundraising_sale')
      .values({
        campaign_id: targetCampaign,
        seller_id: targetSeller,
        kind: 'code',
        amount_cents: 2500,
        currency: 'USD',
        reference: 'code:matrix',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  callers.fundraiserLeader = (await signedInLeader(testApp(), group)).cookie;
  callers.otherLeader = (await signedInLeader(testApp())).cookie;
  callers.member = (await loggedInMember(testApp())).cookie;
  callers.guest = await logIn(testApp().app, GUEST_EMAIL, GUEST_PASSWORD);
  for (const role of STAFF_ROLES) {
    const { cookie } = await signedInStaff(testApp(), role);
    callers[role] = cookie;
    callers[`${role}AsBusiness`] = `${BUSINESS_SESSION_COOKIE}=${cookie.split('=')[1]}`;
  }
  callers.adminAsStaff = `${STAFF_SESSION_COOKIE}=${callers.merchantAdmin!.split('=')[1]}`;
});

describe('the business role matrix (MERCHANT-2)', () => {
  it('covers the business endpoints, and every one lives under /api/business/', () => {
    expect(businessEndpoints.map((endpoint) => endpoint.name)).toEqual(
      expect.arrayContaining([
        'getCurrentBusinessUser',
        // MERCHANT-15: a person's own account, open to both roles and to no one else.
        'changeBusinessPassword',
        'getBusinessSecondFactor',
        'startBusinessEnrolment',
        'finishBusinessEnrolment',
        'newBusinessRecoveryCodes',
        'turnOffBusinessSecondFactor',
        'getBusinessPeople',
        'inviteBusinessPerson',
        'changeBusinessPerson',
        'setBusinessPersonDisabled',
        'resendBusinessInvitation',
        // FUNDRAISING-10, FUNDRAISING-11: code sales and the sales by seller and day.
        'getCampaignSales',
        'recordCampaignCodeSale',
        'undoCampaignCodeSale',
        // FUNDRAISING-12: a leader's statements, for their own group's campaigns only.
        'getLeaderCampaignStatement',
        'downloadLeaderCampaignStatementPdf',
        'downloadLeaderCampaignStatementCsv',
      ]),
    );
    for (const endpoint of businessEndpoints) expect(endpoint.path).toMatch(/^\/api\/business\//);
  });

  it.each(businessEndpoints.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s refuses whoever it does not name, and writes nothing',
    async (_name, endpoint) => {
      const { app } = testApp();
      const before = await databaseDigest(testApp());
      const outsiders: [string, number][] = [
        ['anonymous', 401],
        ['member', 401],
        ['guest', 401],
        ...STAFF_ROLES.flatMap((role): [string, number][] => [
          [role, 401],
          [`${role}AsBusiness`, 401],
        ]),
        ...BUSINESS_ROLES.filter(
          (role: BusinessRole) => !endpoint.businessRoles.includes(role),
        ).map((role): [string, number] => [role, 403]),
      ];
      const refusals = [];
      for (const [caller] of outsiders) {
        const response = await send(app, endpoint, callers[caller]);
        refusals.push({ caller, status: response.statusCode });
      }
      expect(refusals).toEqual(outsiders.map(([caller, status]) => ({ caller, status })));
      expect(await databaseDigest(testApp())).toEqual(before);
    },
  );

  it.each(
    businessEndpoints
      .filter((endpoint) => endpoint.path.includes(':'))
      .map((endpoint) => [endpoint.name, endpoint] as const),
  )('%s refuses another organisation’s people, and writes nothing', async (_name, endpoint) => {
    const { app } = testApp();
    const before = await databaseDigest(testApp());
    for (const caller of ['otherAdmin', 'otherCounter', 'otherLeader']) {
      const response = await send(app, endpoint, callers[caller]);
      expect([403, 404]).toContain(response.statusCode);
    }
    expect(await databaseDigest(testApp())).toEqual(before);
  });

  it('lets each business role past the guard, and never into the console', async () => {
    for (const role of BUSINESS_ROLES) {
      const response = await staffCall(testApp().app, 'GET', '/api/business/me', callers[role]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ role });
    }
    const console = await staffCall(testApp().app, 'GET', '/api/console/me', callers.adminAsStaff);
    expect(console.statusCode).toBe(401);
  });

  it('shows a leader their own group’s campaigns only (FUNDRAISING-3)', async () => {
    const url = '/api/business/fundraising/campaigns';
    const own = await staffCall(testApp().app, 'GET', url, callers.fundraiserLeader);
    expect(own.json<{ campaigns: { id: number }[] }>().campaigns.map((c) => c.id)).toEqual([
      targetCampaign,
    ]);
    const other = await staffCall(testApp().app, 'GET', url, callers.otherLeader);
    expect(other.json<{ campaigns: unknown[] }>().campaigns).toEqual([]);
  });
});
