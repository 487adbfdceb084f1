import {
  BusinessErrors,
  BusinessText,
  StaffErrors,
  type BusinessInvitation,
  type BusinessPeople,
  type BusinessPersonRow,
  type InvitePersonRequest,
  type PersonAccess,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { BusinessUser } from '../../../plugins/business-auth.ts';
import {
  changeAccountInTransaction,
  renewTemporaryPassword,
  StaffEmailTakenError,
  type ChangeOrigin,
} from '../../staff/index.ts';
import { peopleOf, type PersonRow } from '../repositories/organisation-console-repo.ts';
import { findOrganisation, merchantOwners } from '../repositories/organisation-repo.ts';
import { activeAdminIds, lockOrganisation, replaceLocations } from '../repositories/people-repo.ts';
import { sendBusinessInvitation, type InvitationDeps } from './invitation-mail.ts';
import { invitePerson, personRowOf } from './organisation-console-service.ts';

/*
 * MERCHANT-13: a merchant admin's People screen. Every call is limited to the admin's own
 * organisation: a person of another one is not found. Each change locks the organisation's row,
 * is audited with the admin as the actor, and keeps an active admin.
 */

/** Where a business person's change comes from, for the audit log. */
export const businessOrigin = (
  business: BusinessUser,
  request: { requestId: string; clientAddress: string },
): ChangeOrigin => ({ actor: { staffId: business.accountId, email: business.email }, ...request });

type Person = PersonRow & { locationIds: number[] };

export async function organisationPeople(
  db: Kysely<DB>,
  business: BusinessUser,
): Promise<BusinessPeople> {
  return { people: (await peopleOf(db, business.organisationId)).map(personRowOf) };
}

/**
 * Invites a person by e-mail on the operators' invitation path (ADR 0050): the temporary password
 * is mailed with the sign-in link and answered once.
 */
export async function inviteOrganisationPerson(
  db: Kysely<DB>,
  deps: InvitationDeps,
  origin: ChangeOrigin,
  business: BusinessUser,
  input: InvitePersonRequest,
): Promise<BusinessInvitation> {
  try {
    return await invitePerson(db, deps, origin, {
      organisationId: business.organisationId,
      email: input.email,
      role: input.role,
      merchantIds: input.role === 'counterStaff' ? input.merchantIds : [],
    });
  } catch (error) {
    if (error instanceof StaffEmailTakenError)
      throw new HttpError(StaffErrors.emailTaken, BusinessText.emailTaken);
    throw error;
  }
}

/** A change to one person of the admin's organisation, in a transaction holding its lock. */
async function withPerson<T>(
  db: Kysely<DB>,
  business: BusinessUser,
  personId: number,
  change: (trx: Kysely<DB>, person: Person) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockOrganisation(trx, business.organisationId);
    const [person] = await peopleOf(trx, business.organisationId, personId);
    if (!person) throw new HttpError(BusinessErrors.personNotFound, BusinessText.personNotFound);
    return change(trx, person);
  });
}

/** 409 when taking this person's admin rights away would leave the organisation without an active admin. */
async function keepAnActiveAdmin(trx: Kysely<DB>, organisationId: number, person: Person) {
  if (person.role !== 'merchantAdmin') return;
  const others = (await activeAdminIds(trx, organisationId)).filter((id) => id !== person.id);
  if (others.length === 0) throw new HttpError(BusinessErrors.lastAdmin, BusinessText.lastAdmin);
}

async function personRow(trx: Kysely<DB>, organisationId: number, personId: number) {
  const [person] = await peopleOf(trx, organisationId, personId);
  if (!person) throw new Error(`Person ${personId} left organisation ${organisationId}`);
  return personRowOf(person);
}

/**
 * A person's role, and counter staff's locations (some of the organisation's). A new role ends
 * their sessions: they sign in again with what the role allows.
 */
export function changeOrganisationPerson(
  db: Kysely<DB>,
  origin: ChangeOrigin,
  business: BusinessUser,
  personId: number,
  access: PersonAccess,
  now = new Date(),
): Promise<BusinessPersonRow> {
  const { organisationId } = business;
  return withPerson(db, business, personId, async (trx, person) => {
    const locationIds =
      access.role === 'counterStaff' ? [...access.merchantIds].sort((a, b) => a - b) : [];
    const owners = await merchantOwners(trx, locationIds);
    if (
      owners.length !== locationIds.length ||
      owners.some((owner) => owner.organisation_id !== organisationId)
    )
      throw new HttpError(BusinessErrors.unknownLocation, BusinessText.unknownLocation);
    const newRole = person.role !== access.role;
    if (newRole) await keepAnActiveAdmin(trx, organisationId, person);
    await replaceLocations(trx, person.id, locationIds);
    await changeAccountInTransaction(
      trx,
      origin,
      person.id,
      {
        action: 'businessPerson.change',
        set: newRole ? { role: access.role } : {},
        endSessions: newRole,
        before: { locationIds: person.locationIds },
        after: { locationIds },
      },
      now,
    );
    return personRow(trx, organisationId, person.id);
  });
}

/** Disables a person (their sessions end at once) or enables them again. */
export function setOrganisationPersonDisabled(
  db: Kysely<DB>,
  origin: ChangeOrigin,
  business: BusinessUser,
  personId: number,
  disabled: boolean,
  now = new Date(),
): Promise<BusinessPersonRow> {
  return withPerson(db, business, personId, async (trx, person) => {
    if (disabled) await keepAnActiveAdmin(trx, business.organisationId, person);
    await changeAccountInTransaction(
      trx,
      origin,
      person.id,
      {
        action: disabled ? 'businessPerson.disable' : 'businessPerson.enable',
        set: { disabled_at: disabled ? (person.disabled_at ?? now.toISOString()) : null },
        endSessions: disabled,
      },
      now,
    );
    return personRow(trx, business.organisationId, person.id);
  });
}

/**
 * Sends the invitation again with a new temporary password (the old one stops working), to a
 * person who has not chosen a password of their own yet; mailed once the change is saved.
 */
export async function resendOrganisationInvitation(
  db: Kysely<DB>,
  deps: InvitationDeps,
  origin: ChangeOrigin,
  business: BusinessUser,
  personId: number,
  now = new Date(),
): Promise<BusinessInvitation> {
  const invitation = await withPerson(db, business, personId, async (trx, person) => {
    if (person.must_change_password !== 1)
      throw new HttpError(BusinessErrors.invitationAccepted, BusinessText.invitationAccepted);
    const { temporaryPassword } = await renewTemporaryPassword(
      trx,
      origin,
      person.id,
      'businessPerson.invitation.resend',
      now,
    );
    return { person: await personRow(trx, business.organisationId, person.id), temporaryPassword };
  });
  const organisation = await findOrganisation(db, business.organisationId);
  if (!organisation) throw new Error(`Organisation ${business.organisationId} is gone`);
  sendBusinessInvitation(deps, {
    to: invitation.person.email,
    organisationName: organisation.name,
    role: invitation.person.role,
    temporaryPassword: invitation.temporaryPassword,
  });
  return invitation;
}
