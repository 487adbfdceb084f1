import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { supportHistoryRows } from '../repositories/audit-repo.ts';
import { recordStaffAction, type AuditActor } from './audit-service.ts';

/**
 * Who acts for a member from the console, why, and from which request (OPERATOR-19). Every
 * support action is recorded against the member (`member.<verb>`, object `member`, the member's
 * id), so the member page can list what support did for them.
 */
export interface SupportAct {
  actor: AuditActor;
  memberId: number;
  reason: string;
  requestId?: string;
  clientAddress?: string;
  now: Date;
}

/** Records a support action with its reason; pass the transaction of the change itself. */
export async function recordSupportAction(
  trx: Kysely<DB>,
  act: SupportAct,
  verb: string,
  change: { before: unknown; after: unknown },
): Promise<void> {
  await recordStaffAction(trx, {
    actor: act.actor,
    action: `member.${verb}`,
    objectType: 'member',
    objectId: act.memberId,
    before: change.before,
    after: change.after,
    reason: act.reason,
    ...(act.requestId === undefined ? {} : { requestId: act.requestId }),
    ...(act.clientAddress === undefined ? {} : { clientAddress: act.clientAddress }),
    now: act.now,
  });
}

/** What support did for a member, newest first (at most `limit` entries). */
export async function supportHistoryOf(db: Kysely<DB>, memberId: number, limit: number) {
  const rows = await supportHistoryRows(db, String(memberId), limit);
  return rows.map((row) => ({
    at: row.at,
    staffEmail: row.staff_email,
    action: row.action,
    reason: row.reason,
  }));
}
