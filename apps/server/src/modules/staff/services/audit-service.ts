import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { insertAuditRow } from '../repositories/audit-repo.ts';

/** Who did it: the signed-in staff member, or the e-mail a failed sign-in typed. */
export interface AuditActor {
  staffId: number | null;
  email: string;
}

/** One staff write or sign-in attempt (OPERATOR-8). */
export interface AuditEntry {
  actor: AuditActor;
  /** `<object type>.<verb>`: `merchant.create`, `offer.retire`, `staff.signIn.failed`. */
  action: string;
  objectType: string;
  objectId: string | number | null;
  /** The object as it was and as it is; null where there was none (a create, a sign-in). */
  before: unknown;
  after: unknown;
  requestId?: string;
  clientAddress?: string;
  /** OPERATOR-19: why a support agent acted, as they typed it. */
  reason?: string;
  now: Date;
}

/**
 * Records a staff action. Pass the transaction of the change itself, so the change and its record
 * are written together or not at all. Secrets never belong in `before` or `after`.
 */
export async function recordStaffAction(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
  await insertAuditRow(db, {
    at: entry.now.toISOString(),
    staff_id: entry.actor.staffId,
    staff_email: entry.actor.email,
    action: entry.action,
    object_type: entry.objectType,
    object_id: entry.objectId === null ? null : String(entry.objectId),
    before_json: entry.before == null ? null : JSON.stringify(entry.before),
    after_json: entry.after == null ? null : JSON.stringify(entry.after),
    request_id: entry.requestId ?? null,
    client_address: entry.clientAddress ?? null,
    reason: entry.reason ?? null,
  });
}
