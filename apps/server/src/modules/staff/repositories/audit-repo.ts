import type { Insertable, Kysely } from 'kysely';
import type { DB, StaffAuditTable } from '../../../db/schema.ts';

export function insertAuditRow(db: Kysely<DB>, row: Insertable<StaffAuditTable>): Promise<unknown> {
  return db.insertInto('staff_audit').values(row).execute();
}
