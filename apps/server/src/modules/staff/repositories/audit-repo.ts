import type { AuditGridQuery } from '@citybook/contract';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, StaffAuditTable } from '../../../db/schema.ts';
import { containsText } from './contains-text.ts';

export function insertAuditRow(db: Kysely<DB>, row: Insertable<StaffAuditTable>): Promise<unknown> {
  return db.insertInto('staff_audit').values(row).execute();
}

const AUDIT_SORT_COLUMNS = { at: 'at', action: 'action', staffEmail: 'staff_email' } as const;

/** One page of the audit log (OPERATOR-8, OPERATOR-9). */
export async function auditGridPage(
  db: Kysely<DB>,
  query: AuditGridQuery,
): Promise<{ rows: Selectable<StaffAuditTable>[]; total: number }> {
  let filtered = db.selectFrom('staff_audit');
  if (query.filter) {
    const text = query.filter;
    filtered = filtered.where((eb) =>
      eb.or([containsText('action', text), containsText('staff_email', text.toLowerCase())]),
    );
  }
  if (query.staffId !== undefined) filtered = filtered.where('staff_id', '=', query.staffId);
  if (query.objectType) filtered = filtered.where('object_type', '=', query.objectType);
  if (query.objectId) filtered = filtered.where('object_id', '=', query.objectId);
  if (query.from) filtered = filtered.where('at', '>=', `${query.from}T00:00:00.000Z`);
  // `to` is a whole day: everything before the next day's start.
  if (query.to) filtered = filtered.where('at', '<', nextDay(query.to));
  const { total } = await filtered
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await filtered
    .selectAll()
    .orderBy(AUDIT_SORT_COLUMNS[query.sort], query.direction)
    .orderBy('id', query.direction)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { rows, total: Number(total) };
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();
}

/** The audit entries of support actions for one member, newest first. */
export async function supportHistoryRows(db: Kysely<DB>, memberId: string, limit: number) {
  return db
    .selectFrom('staff_audit')
    .select(['at', 'staff_email', 'action', 'reason'])
    .where('object_type', '=', 'member')
    .where('object_id', '=', memberId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
