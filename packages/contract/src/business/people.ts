import * as z from 'zod/mini';
import { emailSchema } from '../account/email.ts';
import { idParamSchema } from '../app/ids.ts';
import { merchantRoleSchema } from './access.ts';
import { businessPersonRowSchema, ORGANISATION_LOCATIONS_MAX } from './organisations.ts';

/*
 * MERCHANT-13: a merchant admin's People screen: the organisation's people, their invitation, role,
 * locations and access. One set of rules for the screen's forms and the server.
 */

export const COUNTER_STAFF_LOCATIONS_MESSAGE = 'Choose at least one location for counter staff.';

const locationIdsSchema = z.array(z.number().check(z.int(), z.positive())).check(
  z.maxLength(ORGANISATION_LOCATIONS_MAX),
  z.refine((ids) => new Set(ids).size === ids.length, 'A location is chosen twice.'),
);

/** Counter staff work at one location or more; a merchant admin at all of them (none named). */
const counterStaffHaveLocations = z.refine<{ role: string; merchantIds: number[] }>(
  (access) => access.role !== 'counterStaff' || access.merchantIds.length > 0,
  { message: COUNTER_STAFF_LOCATIONS_MESSAGE, path: ['merchantIds'] },
);

/** What a person may do: a role, and for counter staff the organisation's locations they work at. */
export const personAccessSchema = z
  .object({ role: merchantRoleSchema, merchantIds: locationIdsSchema })
  .check(counterStaffHaveLocations);
export type PersonAccess = z.infer<typeof personAccessSchema>;

/** POST /api/business/people (also the invitation dialog): who, and what they may do. */
export const invitePersonRequestSchema = z
  .object({ email: emailSchema, role: merchantRoleSchema, merchantIds: locationIdsSchema })
  .check(counterStaffHaveLocations);
export type InvitePersonRequest = z.infer<typeof invitePersonRequestSchema>;

export const personIdParamsSchema = z.object({ personId: idParamSchema });

export const setPersonDisabledRequestSchema = z.object({ disabled: z.boolean() });
export type SetPersonDisabledRequest = z.infer<typeof setPersonDisabledRequestSchema>;

/** GET /api/business/people: the signed-in admin's organisation's people, oldest first. */
export const businessPeopleSchema = z.object({ people: z.array(businessPersonRowSchema) });
export type BusinessPeople = z.infer<typeof businessPeopleSchema>;

/** Where a person stands: invited (never signed in with a password of their own), active, disabled. */
export const PERSON_STATUSES = ['invited', 'active', 'disabled'] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

export function personStatusOf(person: {
  disabled: boolean;
  mustChangePassword: boolean;
}): PersonStatus {
  if (person.disabled) return 'disabled';
  return person.mustChangePassword ? 'invited' : 'active';
}
