import { BusinessErrors, BusinessText, type BusinessRole } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { peopleOf } from '../repositories/organisation-console-repo.ts';
import { HttpError } from '../../../lib/http-error.ts';
import {
  insertAccountWithTemporaryPassword,
  recordStaffAction,
  type ChangeOrigin,
} from '../../staff/index.ts';
import {
  findOrganisation,
  giveLocations,
  insertOrganisation,
  merchantIdsBySlug,
  merchantOwners,
  setLocationsOrganisation,
  type OrganisationKind,
  type OrganisationRow,
} from '../repositories/organisation-repo.ts';

/**
 * MERCHANT-1: an organisation made by an operator (or the CLI) from locations already in the
 * catalogue, none of which may belong to another organisation; audited.
 */
export async function createOrganisation(
  db: Kysely<DB>,
  origin: ChangeOrigin,
  input: {
    name: string;
    merchantIds: readonly number[];
    franchisorId?: number | null;
    /** FUNDRAISING-1: a fundraising group is an organisation of its own kind, without locations. */
    kind?: OrganisationKind;
  },
  now = new Date(),
  /** FUNDRAISING-1: what the caller adds of its own, in the same transaction. */
  alongside?: (trx: Kysely<DB>, organisation: OrganisationRow) => Promise<void>,
): Promise<OrganisationRow> {
  return db.transaction().execute(async (trx) => {
    const owners = await merchantOwners(trx, input.merchantIds);
    if (owners.length !== new Set(input.merchantIds).size)
      throw new HttpError(BusinessErrors.unknownLocation, BusinessText.unknownLocation);
    const taken = owners.filter((owner) => owner.organisation_id !== null);
    if (taken.length > 0)
      throw new HttpError(
        BusinessErrors.locationTaken,
        `Already in another organisation: ${taken.map((owner) => owner.title).join(', ')}. A location belongs to one organisation at a time.`,
      );
    const organisation = await insertOrganisation(trx, {
      name: input.name.trim(),
      franchisor_id: input.franchisorId ?? null,
      created_at: now.toISOString(),
      kind: input.kind ?? 'merchant',
    });
    await setLocationsOrganisation(trx, input.merchantIds, organisation.id);
    await recordStaffAction(trx, {
      ...origin,
      action: 'organisation.create',
      objectType: 'organisation',
      objectId: organisation.id,
      before: null,
      after: {
        name: organisation.name,
        merchantIds: [...input.merchantIds],
        ...(organisation.kind === 'merchant' ? {} : { kind: organisation.kind }),
      },
      now,
    });
    await alongside?.(trx, organisation);
    return organisation;
  });
}

/**
 * MERCHANT-2: a person of an organisation with a temporary password to change at first sign-in;
 * counter staff are given some of the organisation's locations. Audited; answers the password once.
 */
export async function addBusinessPerson(
  db: Kysely<DB>,
  origin: ChangeOrigin,
  input: {
    organisationId: number;
    email: string;
    role: BusinessRole;
    merchantIds: readonly number[];
  },
  now = new Date(),
): Promise<{ id: number; email: string; temporaryPassword: string }> {
  return db.transaction().execute(async (trx) => {
    const organisation = await findOrganisation(trx, input.organisationId);
    if (!organisation || organisation.disabled_at !== null)
      throw new Error(`No live business organisation has id ${input.organisationId}`);
    const owners = await merchantOwners(trx, input.merchantIds);
    if (
      owners.length !== new Set(input.merchantIds).size ||
      owners.some((owner) => owner.organisation_id !== input.organisationId)
    )
      throw new HttpError(BusinessErrors.unknownLocation, BusinessText.unknownLocation);
    const { account, temporaryPassword } = await insertAccountWithTemporaryPassword(
      trx,
      origin,
      { email: input.email, role: input.role, organisationId: input.organisationId },
      now,
    );
    if (input.role === 'counterStaff') await giveLocations(trx, account.id, input.merchantIds);
    return { id: account.id, email: account.email, temporaryPassword };
  });
}

/** The locations of catalogue slugs (the CLI names them by slug). */
export const locationsBySlug = (db: Kysely<DB>, slugs: readonly string[]) =>
  merchantIdsBySlug(db, slugs);

/** An organisation's people, oldest first (FUNDRAISING-1: a group's leaders). */
export const peopleOfOrganisation = (db: Kysely<DB>, organisationId: number) =>
  peopleOf(db, organisationId);
