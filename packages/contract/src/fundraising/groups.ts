import * as z from 'zod/mini';
import { idParamSchema } from '../app/ids.ts';
import { businessPersonRowSchema, organisationNameSchema } from '../business/organisations.ts';
import { gridPageSchema, gridQuerySchema } from '../grid.ts';
import type { StaffRole } from '../staff/staff-access.ts';
import { campaignSummarySchema } from './campaigns.ts';

/*
 * FUNDRAISING-1: fundraising groups (a school, a club, a charity) as the operators' console makes
 * them: business organisations of their own kind, with no locations, whose leader is invited by
 * e-mail like a merchant's admin (ADR 0050, ADR 0057).
 */

/** FUNDRAISING-1 (ADR 0057): the operators who make groups and campaigns, as for organisations. */
export const FUNDRAISING_CONSOLE_ROLES = [
  'owner',
  'editor',
] as const satisfies readonly StaffRole[];

export const FUNDRAISING_GROUP_KINDS = ['school', 'club', 'charity'] as const;
export type FundraisingGroupKind = (typeof FUNDRAISING_GROUP_KINDS)[number];
export const fundraisingGroupKindSchema = z.enum(FUNDRAISING_GROUP_KINDS, {
  error: 'Please choose a school, a club or a charity.',
});
export const FUNDRAISING_GROUP_KIND_LABELS: Record<FundraisingGroupKind, string> = {
  school: 'School',
  club: 'Club',
  charity: 'Charity',
};

/** One group in the console's grid. */
export const fundraisingGroupRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: fundraisingGroupKindSchema,
  campaignCount: z.number(),
  leaderCount: z.number(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type FundraisingGroupRow = z.infer<typeof fundraisingGroupRowSchema>;

export const FUNDRAISING_GROUP_GRID_SORTS = ['name', 'createdAt'] as const;
/** GET /api/console/fundraising/groups: `filter` matches the name. */
export const fundraisingGroupGridQuerySchema = gridQuerySchema(FUNDRAISING_GROUP_GRID_SORTS);
export type FundraisingGroupGridQuery = z.output<typeof fundraisingGroupGridQuerySchema>;
export const fundraisingGroupGridPageSchema = gridPageSchema(fundraisingGroupRowSchema);
export type FundraisingGroupGridPage = z.infer<typeof fundraisingGroupGridPageSchema>;

/** One group as the console shows it: its leaders and its campaigns. */
export const fundraisingGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: fundraisingGroupKindSchema,
  disabled: z.boolean(),
  createdAt: z.string(),
  leaders: z.array(businessPersonRowSchema),
  campaigns: z.array(campaignSummarySchema),
});
export type FundraisingGroup = z.infer<typeof fundraisingGroupSchema>;

export const fundraisingGroupIdParamsSchema = z.object({ groupId: idParamSchema });

/** POST /api/console/fundraising/groups (also the console's form). */
export const createFundraisingGroupRequestSchema = z.object({
  name: organisationNameSchema,
  kind: fundraisingGroupKindSchema,
});
export type CreateFundraisingGroupRequest = z.infer<typeof createFundraisingGroupRequestSchema>;
