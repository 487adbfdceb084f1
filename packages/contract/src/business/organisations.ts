import * as z from 'zod/mini';
import { emailSchema } from '../account/email.ts';
import { idParamSchema } from '../app/ids.ts';
import { gridPageSchema, gridQuerySchema } from '../grid.ts';
import { businessRoleSchema } from './access.ts';
import { businessLocationSchema } from './sign-in.ts';

/*
 * The operators' side of business organisations (MERCHANT-1): the console's grid, editor and the
 * invitation of an organisation's first admin.
 */

export const ORGANISATION_NAME_MAX = 120;
/** The most locations one organisation is made with (a franchisor's chain). */
export const ORGANISATION_LOCATIONS_MAX = 500;

export const organisationNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Please enter the organisation’s name.'),
    z.maxLength(ORGANISATION_NAME_MAX, `At most ${ORGANISATION_NAME_MAX} characters.`),
  );

/** One organisation in the console's grid. */
export const organisationRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  locationCount: z.number(),
  peopleCount: z.number(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type OrganisationRow = z.infer<typeof organisationRowSchema>;

export const ORGANISATION_GRID_SORTS = ['name', 'createdAt'] as const;
/** GET /api/console/business/organisations: `filter` matches the name. */
export const organisationGridQuerySchema = gridQuerySchema(ORGANISATION_GRID_SORTS);
export type OrganisationGridQuery = z.output<typeof organisationGridQuerySchema>;
export const organisationGridPageSchema = gridPageSchema(organisationRowSchema);
export type OrganisationGridPage = z.infer<typeof organisationGridPageSchema>;

/** A person of an organisation as the console and its merchant admin list them. */
export const businessPersonRowSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: businessRoleSchema,
  /** Counter staff's locations (ids); a merchant admin works for all of them: empty. */
  locationIds: z.array(z.number()),
  disabled: z.boolean(),
  /** Whether the temporary password is still to be changed. */
  mustChangePassword: z.boolean(),
  lastSignInAt: z.nullable(z.string()),
});
export type BusinessPersonRow = z.infer<typeof businessPersonRowSchema>;

/** One organisation as the console's editor shows it. */
export const organisationSchema = z.object({
  id: z.number(),
  name: z.string(),
  disabled: z.boolean(),
  createdAt: z.string(),
  locations: z.array(businessLocationSchema),
  people: z.array(businessPersonRowSchema),
});
export type Organisation = z.infer<typeof organisationSchema>;

export const organisationIdParamsSchema = z.object({ organisationId: idParamSchema });

/** POST /api/console/business/organisations (also the console's form). */
export const createOrganisationRequestSchema = z.object({
  name: organisationNameSchema,
  merchantIds: z
    .array(z.number().check(z.int(), z.positive()))
    .check(
      z.minLength(1, 'Please choose at least one location.'),
      z.maxLength(ORGANISATION_LOCATIONS_MAX),
    ),
});
export type CreateOrganisationRequest = z.infer<typeof createOrganisationRequestSchema>;

export const renameOrganisationRequestSchema = z.object({ name: organisationNameSchema });
export type RenameOrganisationRequest = z.infer<typeof renameOrganisationRequestSchema>;

export const setOrganisationDisabledRequestSchema = z.object({ disabled: z.boolean() });

/** POST …/admins: the invitation of an organisation's admin (also the console's dialog). */
export const inviteBusinessAdminRequestSchema = z.object({ email: emailSchema });
export type InviteBusinessAdminRequest = z.infer<typeof inviteBusinessAdminRequestSchema>;

/**
 * An invited person with their temporary password, shown once to whoever invited them (and sent by
 * e-mail), to be changed at the first sign-in (MERCHANT-2).
 */
export const businessInvitationSchema = z.object({
  person: businessPersonRowSchema,
  temporaryPassword: z.string(),
});
export type BusinessInvitation = z.infer<typeof businessInvitationSchema>;

/** Where a business's people sign in, in the console app (ADR 0030). */
export const BUSINESS_SIGN_IN_PATH = '/console/business/sign-in';
