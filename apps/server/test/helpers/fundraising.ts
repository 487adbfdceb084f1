import { urlOf, type FundraisingBusinessApi } from '@citybook/contract';
import { randomUUID } from 'node:crypto';
import { newFundraisingSlug } from '../../src/modules/fundraising/services/slugs.ts';
import { addBusinessPerson, businessSignIn, type BusinessPerson } from './business.ts';
import { auditRows } from './console-catalog.ts';
import { staffCall } from './staff.ts';
import type { TestApp } from './test-app.ts';

/*
 * Fundraising groups, campaigns and sellers for tests (FUNDRAISING-1…4), written straight to the
 * tables the fundraising module reads; the leader signs in through the real endpoints.
 */

export interface NewGroup {
  id: number;
  name: string;
}

/** A fundraising group (a school unless told). */
export async function addGroup(
  { db }: TestApp,
  name = `School ${randomUUID().slice(0, 8)}`,
): Promise<NewGroup> {
  const { id } = await db
    .insertInto('business_organisation')
    .values({ name, created_at: new Date().toISOString(), kind: 'fundraisingGroup' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('fundraising_group')
    .values({ organisation_id: id, group_kind: 'school' })
    .execute();
  return { id, name };
}

/** A market of the demo data and one of its editions. */
export async function marketWithEdition({
  db,
}: TestApp): Promise<{ marketId: number; editionId: number }> {
  const edition = await db
    .selectFrom('edition')
    .select(['id', 'market_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { marketId: edition.market_id, editionId: edition.id };
}

export interface NewCampaign {
  id: number;
  slug: string;
  name: string;
}

/** A campaign of the group, running from `startsOn` to `endsOn` (a wide run around today unless told). */
export async function addCampaign(
  testApp: TestApp,
  organisationId: number,
  options: {
    startsOn?: string;
    endsOn?: string;
    goalKind?: 'sales' | 'money';
    goalAmount?: number;
  } = {},
): Promise<NewCampaign> {
  const { marketId, editionId } = await marketWithEdition(testApp);
  const name = `Campaign ${randomUUID().slice(0, 8)}`;
  const slug = newFundraisingSlug();
  const { id } = await testApp.db
    .insertInto('fundraising_campaign')
    .values({
      organisation_id: organisationId,
      slug,
      name,
      market_id: marketId,
      edition_id: editionId,
      starts_on: options.startsOn ?? '2020-01-01',
      ends_on: options.endsOn ?? '2099-12-31',
      goal_kind: options.goalKind ?? 'sales',
      goal_amount: options.goalAmount ?? 100,
      sells_memberships: 1,
      sells_codes: 1,
      commission_basis_points: 2000,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, slug, name };
}

/** A seller of the campaign. */
export async function addSeller(
  { db }: TestApp,
  campaignId: number,
  displayName = `Seller ${randomUUID().slice(0, 4)}`,
): Promise<{ id: number; slug: string; displayName: string }> {
  const now = new Date().toISOString();
  const slug = newFundraisingSlug();
  const { id } = await db
    .insertInto('fundraising_seller')
    .values({
      campaign_id: campaignId,
      slug,
      display_name: displayName,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, slug, displayName };
}

/** A signed-in leader of the group (a new group unless given), with the session's cookie. */
export async function signedInLeader(
  testApp: TestApp,
  group?: NewGroup,
): Promise<BusinessPerson & { cookie: string; group: NewGroup }> {
  const of = group ?? (await addGroup(testApp));
  const person = await addBusinessPerson(testApp, of.id, 'fundraiserLeader');
  return { ...person, group: of, cookie: await businessSignIn(testApp, person) };
}

/**
 * FUNDRAISING-10: a code batch of the edition with `count` codes (8 characters, normalised), written
 * straight to the tables the console's batches make; voided when told. Given to the campaign when
 * `campaignId` is.
 */
export async function addCodeBatch(
  { db }: TestApp,
  editionId: number,
  options: { count?: number; voided?: boolean; campaignId?: number } = {},
): Promise<{ id: number; label: string; codes: string[] }> {
  const now = new Date().toISOString();
  const key = `fr-${randomUUID().slice(0, 8)}`;
  const edition = await db
    .selectFrom('edition')
    .select(['market_id', 'valid_until'])
    .where('id', '=', editionId)
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('code_batch')
    .values({
      batch: key,
      label: `Printer order ${key}`,
      edition_id: editionId,
      count: options.count ?? 3,
      created_at: now,
      created_by: 'command line',
      voided_at: options.voided ? now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const codes = Array.from({ length: options.count ?? 3 }, () =>
    randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase(),
  );
  await db
    .insertInto('activation_code')
    .values(
      codes.map((code) => ({
        code,
        batch: key,
        market_id: edition.market_id,
        expires_at: edition.valid_until,
        offers_valid_to: edition.valid_until,
        created_at: now,
        edition_id: editionId,
      })),
    )
    .execute();
  if (options.campaignId !== undefined)
    await db
      .insertInto('fundraising_campaign_batch')
      .values({ code_batch_id: id, campaign_id: options.campaignId, created_at: now })
      .execute();
  return { id, label: `Printer order ${key}`, codes };
}

/** The edition a campaign sells. */
export async function editionOf({ db }: TestApp, campaignId: number): Promise<number> {
  const row = await db
    .selectFrom('fundraising_campaign')
    .select('edition_id')
    .where('id', '=', campaignId)
    .executeTakeFirstOrThrow();
  return row.edition_id;
}

/**
 * The file's calls to the API (`testApp` is its `useTestApp()` getter): `call` as the console, the
 * leader's app or the public page makes them, with the given cookie or none; `auditOf` the audit
 * rows of one object, oldest first.
 */
export function fundraisingCalls(testApp: () => TestApp) {
  const call = (
    cookie: string | undefined,
    method: 'GET' | 'POST',
    url: string,
    body: unknown = {},
  ) => staffCall(testApp().app, method, url, cookie, body);
  const auditOf = (objectType: string, objectId: number) =>
    auditRows(testApp().db, objectType, objectId);
  return { call, auditOf };
}

/** The address of a leader's campaign endpoint. */
export const campaignUrl = (
  endpoint:
    | typeof FundraisingBusinessApi.getLeaderCampaign
    | typeof FundraisingBusinessApi.addCampaignSeller
    | typeof FundraisingBusinessApi.setCampaignLeaderboard,
  campaignId: number,
) => urlOf(endpoint, { params: { campaignId } });
