import * as z from 'zod/mini';
import { emailSchema } from '../account/email.ts';
import { idParamSchema } from '../app/ids.ts';
import { gridPageSchema, gridQuerySchema } from '../grid.ts';
import { staffRoleSchema } from './staff-access.ts';

/** One staff account in the owners' grid (OPERATOR-7). Staff are never deleted, only disabled. */
export const staffRowSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: staffRoleSchema,
  disabled: z.boolean(),
  /** Whether an authenticator is enrolled (false after an invitation or a reset). */
  enrolled: z.boolean(),
  /** Whether the temporary password is still to be changed. */
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.nullable(z.string()),
});
export type StaffRow = z.infer<typeof staffRowSchema>;

export const STAFF_GRID_SORTS = ['email', 'role', 'createdAt', 'lastSignInAt'] as const;

const booleanQuery = z.pipe(
  z.optional(z.enum(['true', 'false'])),
  z.transform((value) => (value === undefined ? undefined : value === 'true')),
);

/** GET /api/console/staff: the grid's query; `filter` matches the e-mail. */
export const staffGridQuerySchema = z.extend(gridQuerySchema(STAFF_GRID_SORTS), {
  role: z.optional(staffRoleSchema),
  disabled: booleanQuery,
});
export type StaffGridQuery = z.output<typeof staffGridQuerySchema>;
export const staffGridPageSchema = gridPageSchema(staffRowSchema);
export type StaffGridPage = z.infer<typeof staffGridPageSchema>;

/** POST /api/console/staff: the invitation (also the console's form). */
export const inviteStaffRequestSchema = z.object({ email: emailSchema, role: staffRoleSchema });
export type InviteStaffRequest = z.infer<typeof inviteStaffRequestSchema>;

/**
 * A temporary password, shown once to the owner who invited or reset the account (OPERATOR-2,
 * OPERATOR-7); it must be changed at the next sign-in.
 */
export const temporaryPasswordSchema = z.object({
  staff: staffRowSchema,
  temporaryPassword: z.string(),
});
export type TemporaryPasswordResponse = z.infer<typeof temporaryPasswordSchema>;

export const staffIdParamsSchema = z.object({ staffId: idParamSchema });

export const changeStaffRoleRequestSchema = z.object({ role: staffRoleSchema });
export type ChangeStaffRoleRequest = z.infer<typeof changeStaffRoleRequestSchema>;

export const setStaffDisabledRequestSchema = z.object({ disabled: z.boolean() });
export type SetStaffDisabledRequest = z.infer<typeof setStaffDisabledRequestSchema>;
