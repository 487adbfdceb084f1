import {
  BusinessErrors,
  BusinessText,
  type BusinessInvitation,
  type BusinessRole,
  type Organisation,
  type OrganisationGridPage,
  type OrganisationGridQuery,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { recordStaffAction, type ChangeOrigin } from '../../staff/index.ts';
import {
  organisationGridPage,
  peopleOf,
  updateOrganisation,
  type PersonRow,
} from '../repositories/organisation-console-repo.ts';
import {
  findOrganisation,
  locationsOf,
  type OrganisationKind,
  type OrganisationRow,
} from '../repositories/organisation-repo.ts';
import { sendBusinessInvitation, type InvitationDeps } from './invitation-mail.ts';
import { addBusinessPerson, createOrganisation } from './organisation-service.ts';

export type { InvitationDeps } from './invitation-mail.ts';

export async function organisationGrid(
  db: Kysely<DB>,
  query: OrganisationGridQuery,
): Promise<OrganisationGridPage> {
  const { rows, total } = await organisationGridPage(db, query);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      locationCount: row.location_count,
      peopleCount: row.people_count,
      disabled: row.disabled_at !== null,
      createdAt: row.created_at,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export const personRowOf = (person: PersonRow & { locationIds: number[] }) => ({
  id: person.id,
  email: person.email,
  role: person.role as BusinessRole,
  locationIds: person.role === 'counterStaff' ? person.locationIds : [],
  disabled: person.disabled_at !== null,
  mustChangePassword: person.must_change_password === 1,
  lastSignInAt: person.last_sign_in_at,
});

/** An organisation of the kind asked for (the console's screens: merchants'); else the 404. */
async function liveOrganisation(
  db: Kysely<DB>,
  id: number,
  kind: OrganisationKind = 'merchant',
): Promise<OrganisationRow> {
  const organisation = await findOrganisation(db, id);
  if (organisation?.kind !== kind)
    throw new HttpError(BusinessErrors.organisationNotFound, BusinessText.organisationNotFound);
  return organisation;
}

/** MERCHANT-1: an organisation as the console's editor shows it: its locations and people. */
export async function organisationView(db: Kysely<DB>, id: number): Promise<Organisation> {
  const organisation = await liveOrganisation(db, id);
  const [locations, people] = await Promise.all([
    locationsOf(db, { id: 0, organisation_id: id, role: 'merchantAdmin' }),
    peopleOf(db, id),
  ]);
  return {
    id: organisation.id,
    name: organisation.name,
    disabled: organisation.disabled_at !== null,
    createdAt: organisation.created_at,
    locations: locations.map((l) => ({
      id: l.id,
      title: l.title,
      address: `${l.address1}, ${l.city}`,
    })),
    people: people.map(personRowOf),
  };
}

export async function createOrganisationView(
  db: Kysely<DB>,
  origin: ChangeOrigin,
  input: { name: string; merchantIds: readonly number[] },
): Promise<Organisation> {
  const organisation = await createOrganisation(db, origin, input);
  return organisationView(db, organisation.id);
}

/** An operator's change to an organisation of the kind, in one transaction with its audit row. */
async function changeOrganisation(
  db: Kysely<DB>,
  origin: ChangeOrigin,
  target: { id: number; kind: OrganisationKind },
  action: string,
  change: (before: OrganisationRow) => { name?: string; disabled_at?: string | null },
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await liveOrganisation(trx, target.id, target.kind);
    const after = await updateOrganisation(trx, target.id, change(before));
    await recordStaffAction(trx, {
      ...origin,
      action,
      objectType: 'organisation',
      objectId: target.id,
      before: { name: before.name, disabledAt: before.disabled_at },
      after: { name: after.name, disabledAt: after.disabled_at },
      now,
    });
  });
}

export async function renameOrganisation(
  db: Kysely<DB>,
  origin: ChangeOrigin,
  id: number,
  name: string,
  now = new Date(),
): Promise<Organisation> {
  await changeOrganisation(
    db,
    origin,
    { id, kind: 'merchant' },
    'organisation.rename',
    () => ({ name: name.trim() }),
    now,
  );
  return organisationView(db, id);
}

/**
 * MERCHANT-1, FUNDRAISING-15: a disabled organisation's people cannot sign in, and their sessions
 * end at once: the business session lookup refuses every session of a disabled organisation. Only
 * an organisation of the kind given is changed (another answers the 404); audited.
 */
export async function disableOrganisationOfKind(
  db: Kysely<DB>,
  origin: ChangeOrigin,
  target: { id: number; kind: OrganisationKind },
  disabled: boolean,
  now = new Date(),
): Promise<void> {
  await changeOrganisation(
    db,
    origin,
    target,
    disabled ? 'organisation.disable' : 'organisation.enable',
    (before) => ({ disabled_at: disabled ? (before.disabled_at ?? now.toISOString()) : null }),
    now,
  );
}

/** MERCHANT-1: disables or enables a merchant's organisation. */
export async function setOrganisationDisabled(
  db: Kysely<DB>,
  origin: ChangeOrigin,
  id: number,
  disabled: boolean,
  now = new Date(),
): Promise<Organisation> {
  await disableOrganisationOfKind(db, origin, { id, kind: 'merchant' }, disabled, now);
  return organisationView(db, id);
}

/**
 * MERCHANT-1, MERCHANT-2: invites a person of a live organisation: an account with a temporary
 * password (audited), answered once and sent by e-mail once the account is saved.
 */
export async function invitePerson(
  db: Kysely<DB>,
  deps: InvitationDeps,
  origin: ChangeOrigin,
  input: {
    organisationId: number;
    email: string;
    role: BusinessRole;
    merchantIds: readonly number[];
    /** FUNDRAISING-1: a group's leader is invited into a fundraising group. */
    kind?: OrganisationKind;
  },
): Promise<BusinessInvitation> {
  const organisation = await liveOrganisation(db, input.organisationId, input.kind);
  if (organisation.disabled_at !== null)
    throw new HttpError(BusinessErrors.organisationDisabled, BusinessText.organisationDisabled);
  const added = await addBusinessPerson(db, origin, input);
  sendBusinessInvitation(deps, {
    to: added.email,
    organisationName: organisation.name,
    role: input.role,
    temporaryPassword: added.temporaryPassword,
  });
  const [person] = await peopleOf(db, input.organisationId, added.id);
  if (!person) throw new Error(`The invited person ${added.id} is not in their organisation`);
  return { person: personRowOf(person), temporaryPassword: added.temporaryPassword };
}
