import { BUSINESS_SESSION_COOKIE, BusinessApi, type BusinessRole } from '@citybook/contract';
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../src/lib/password-hash.ts';
import { createMarketWithMerchants } from '../factories/catalog.ts';
import { cookieOf, newStaffPassword, staffCall, uniqueStaffEmail } from './staff.ts';
import type { TestApp } from './test-app.ts';

/*
 * Business organisations and their people for tests (MERCHANT-1, MERCHANT-2; ADR 0046), written
 * straight to the tables the business module reads, then signed in through the real endpoints.
 */

export interface NewOrganisation {
  id: number;
  name: string;
  merchantIds: number[];
}

/** An organisation owning the given locations (merchant ids). */
export async function addOrganisation(
  { db }: TestApp,
  merchantIds: number[],
  name = `Business ${randomUUID().slice(0, 8)}`,
): Promise<NewOrganisation> {
  const { id } = await db
    .insertInto('business_organisation')
    .values({ name, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (merchantIds.length > 0)
    await db
      .updateTable('merchant')
      .set({ organisation_id: id })
      .where('id', 'in', merchantIds)
      .execute();
  return { id, name, merchantIds };
}

/** Locations of the demo catalogue that no organisation has yet (MERCHANT-1). */
export async function freeLocations({ db }: TestApp, count: number): Promise<number[]> {
  const rows = await db
    .selectFrom('merchant')
    .select('id')
    .where('organisation_id', 'is', null)
    .orderBy('id')
    .limit(count)
    .execute();
  if (rows.length < count) throw new Error('The demo catalogue has too few free locations');
  return rows.map((row) => row.id);
}

export interface BusinessPerson {
  id: number;
  email: string;
  role: BusinessRole;
  password: string;
  organisationId: number;
}

/**
 * A person of an organisation with a password already chosen (no first-sign-in step): a merchant
 * admin, or counter staff given `merchantIds`.
 */
export async function addBusinessPerson(
  { db }: TestApp,
  organisationId: number,
  role: BusinessRole,
  merchantIds: number[] = [],
): Promise<BusinessPerson> {
  const email = uniqueStaffEmail(role.toLowerCase());
  const password = newStaffPassword();
  const { id } = await db
    .insertInto('staff_account')
    .values({
      email,
      role,
      organisation_id: organisationId,
      password_hash: await hashPassword(password),
      must_change_password: 0,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const merchantId of merchantIds)
    await db
      .insertInto('staff_account_location')
      .values({ staff_id: id, merchant_id: merchantId })
      .execute();
  return { id, email, role, password, organisationId };
}

/** Signs a person in on the business API; answers the Cookie header of the session. */
export async function businessSignIn(
  { app }: TestApp,
  person: { email: string; password: string },
): Promise<string> {
  const response = await staffCall(app, 'POST', BusinessApi.businessSignIn.path, undefined, {
    email: person.email,
    password: person.password,
  });
  if (response.json<{ next: string }>().next !== 'signedIn')
    throw new Error(`business sign-in: ${response.statusCode} ${response.body}`);
  return cookieOf(response, BUSINESS_SESSION_COOKIE);
}

/** A signed-in person of a new organisation owning `merchantIds`, with the session's cookie. */
export async function signedInBusinessPerson(
  testApp: TestApp,
  role: BusinessRole,
  merchantIds: number[],
  organisation?: NewOrganisation,
): Promise<BusinessPerson & { cookie: string; organisation: NewOrganisation }> {
  const org = organisation ?? (await addOrganisation(testApp, merchantIds));
  const person = await addBusinessPerson(
    testApp,
    org.id,
    role,
    role === 'counterStaff' ? merchantIds : [],
  );
  return { ...person, organisation: org, cookie: await businessSignIn(testApp, person) };
}

/**
 * A market with two locations, "Mine" and "Theirs": a merchant admin and a counter person of the
 * organisation owning "Mine" (MERCHANT-8, MERCHANT-14's tests of a location's own details).
 */
export async function twoLocationsAndTheirAdmin(testApp: TestApp): Promise<{
  locations: { mine: number; theirs: number };
  admin: { cookie: string; accountId: number; email: string };
  counter: string;
}> {
  const market = await createMarketWithMerchants(testApp.db, { latitude: 30, longitude: -97 }, [
    { title: 'Mine', latitude: 30, longitude: -97 },
    { title: 'Theirs', latitude: 30.01, longitude: -97 },
  ]);
  const [mine, theirs] = await testApp.db
    .selectFrom('merchant')
    .select('id')
    .where('market_id', '=', market.marketId)
    .orderBy('id')
    .execute();
  if (!mine || !theirs) throw new Error('The market was made without its two locations');
  const admin = await signedInBusinessPerson(testApp, 'merchantAdmin', [mine.id]);
  const counter = await signedInBusinessPerson(
    testApp,
    'counterStaff',
    [mine.id],
    admin.organisation,
  );
  return {
    locations: { mine: mine.id, theirs: theirs.id },
    admin: { cookie: admin.cookie, accountId: admin.id, email: admin.email },
    counter: counter.cookie,
  };
}
