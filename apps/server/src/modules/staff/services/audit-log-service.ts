import type { AuditGridPage, AuditGridQuery } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { auditGridPage } from '../repositories/audit-repo.ts';

const parsed = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

/** A page of the audit log for owners (OPERATOR-8): newest first unless asked otherwise. */
export async function auditLog(db: Kysely<DB>, query: AuditGridQuery): Promise<AuditGridPage> {
  const { rows, total } = await auditGridPage(db, query);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      at: row.at,
      staffId: row.staff_id,
      staffEmail: row.staff_email,
      action: row.action,
      objectType: row.object_type,
      objectId: row.object_id,
      before: parsed(row.before_json),
      after: parsed(row.after_json),
      requestId: row.request_id,
      clientAddress: row.client_address,
      reason: row.reason,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
