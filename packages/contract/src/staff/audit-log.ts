import * as z from 'zod/mini';
import { idParamSchema } from '../app/ids.ts';
import { gridPageSchema, gridQuerySchema } from '../grid.ts';

/** One row of the audit log (OPERATOR-8): who, when, what, and the object before and after. */
export const auditRowSchema = z.object({
  id: z.number(),
  at: z.string(),
  /** Null for a sign-in attempt with an e-mail no staff account has. */
  staffId: z.nullable(z.number()),
  /** The staff member's e-mail, or the one a failed sign-in typed. */
  staffEmail: z.string(),
  /** `<object type>.<verb>`, for example `staff.invite`, `staff.signIn.failed`. */
  action: z.string(),
  objectType: z.string(),
  objectId: z.nullable(z.string()),
  /** The object as JSON as it was, and as it is; null where there was none. */
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.nullable(z.string()),
  clientAddress: z.nullable(z.string()),
  /** OPERATOR-19: why a support agent did it, as they typed it; null for other writes. */
  reason: z.nullable(z.string()),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const AUDIT_GRID_SORTS = ['at', 'action', 'staffEmail'] as const;
/** Longest object type or object id a filter takes. */
export const AUDIT_OBJECT_FILTER_MAX = 100;

/**
 * GET /api/console/audit: newest first unless asked otherwise; `filter` matches the action and
 * the e-mail; `from` and `to` are UTC days, both included.
 */
export const auditGridQuerySchema = z.extend(gridQuerySchema(AUDIT_GRID_SORTS), {
  direction: z._default(z.enum(['asc', 'desc']), 'desc'),
  staffId: z.optional(idParamSchema),
  objectType: z.optional(z.string().check(z.trim(), z.maxLength(AUDIT_OBJECT_FILTER_MAX))),
  objectId: z.optional(z.string().check(z.trim(), z.maxLength(AUDIT_OBJECT_FILTER_MAX))),
  from: z.optional(z.iso.date()),
  to: z.optional(z.iso.date()),
});
export type AuditGridQuery = z.output<typeof auditGridQuerySchema>;
export const auditGridPageSchema = gridPageSchema(auditRowSchema);
export type AuditGridPage = z.infer<typeof auditGridPageSchema>;
