import {
  BUSINESS_ROLES,
  type BusinessRole,
  type BusinessSignInStep,
  type CurrentBusinessUser,
  type StaffSignInStep,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { BusinessUser } from '../../../plugins/business-auth.ts';
import {
  sessionExpiresAt,
  type SignInRealmRules,
  type StaffAccountRow,
  type StaffSessionRow,
} from '../../staff/index.ts';
import { findOrganisation, locationsOf } from '../repositories/organisation-repo.ts';

const isBusinessRole = (role: string): role is BusinessRole =>
  (BUSINESS_ROLES as readonly string[]).includes(role);

/** A business account whose organisation is live, with what it may use; else undefined. */
async function liveBusinessAccount(db: Kysely<DB>, account: StaffAccountRow) {
  const { organisation_id: organisationId, role } = account;
  if (organisationId === null || !isBusinessRole(role)) return undefined;
  const organisation = await findOrganisation(db, organisationId);
  if (!organisation || organisation.disabled_at !== null) return undefined;
  return { organisation, role, organisationId };
}

/**
 * The business API's sign-in rules (MERCHANT-2; ADR 0046): a business's people of a live
 * organisation; the second factor offered, not required.
 */
export const businessRealm: SignInRealmRules = {
  realm: 'business',
  admits: async (db, account) => (await liveBusinessAccount(db, account)) !== undefined,
  secondFactorRequired: false,
};

/** The business sign-in's next step: never an enrolment, the second factor being offered. */
export function businessStepOf(next: StaffSignInStep | 'signedIn'): BusinessSignInStep {
  if (next === 'enrol') throw new Error('A business sign-in never requires an enrolment');
  return next;
}

/** The person of a live business session, with the locations they work for; else undefined. */
export async function businessUserOf(
  db: Kysely<DB>,
  account: StaffAccountRow,
  session: StaffSessionRow,
): Promise<BusinessUser | undefined> {
  const live = await liveBusinessAccount(db, account);
  if (!live) return undefined;
  const locations = await locationsOf(db, {
    id: account.id,
    organisation_id: live.organisationId,
    role: live.role,
  });
  return {
    sessionId: session.id,
    accountId: account.id,
    email: account.email,
    role: live.role,
    organisationId: live.organisationId,
    merchantIds: locations.map((l) => l.id),
  };
}

/** What GET /api/business/me answers. */
export async function currentBusinessUserOf(
  db: Kysely<DB>,
  account: StaffAccountRow,
  session: StaffSessionRow,
): Promise<CurrentBusinessUser> {
  const live = await liveBusinessAccount(db, account);
  if (!live) throw new Error('The business session ended during the request');
  const locations = await locationsOf(db, {
    id: account.id,
    organisation_id: live.organisationId,
    role: live.role,
  });
  return {
    id: account.id,
    email: account.email,
    role: live.role,
    organisation: { id: live.organisation.id, name: live.organisation.name },
    locations: locations.map((l) => ({
      id: l.id,
      title: l.title,
      address: `${l.address1}, ${l.city}`,
    })),
    secondFactor: account.totp_enrolled_at !== null,
    signedInAt: session.created_at,
    sessionExpiresAt: sessionExpiresAt(account, session),
  };
}
