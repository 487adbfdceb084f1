import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { EditContext } from '../lib/edited-rows.ts';
import type { StaffUser } from '../plugins/staff-auth.ts';

/** Who saves from the console, and the request, for the audit log (OPERATOR-8). */
export function editContext(
  db: Kysely<DB>,
  staff: StaffUser,
  request: FastifyRequest,
): EditContext {
  return {
    db,
    actor: { staffId: staff.staffId, email: staff.email },
    requestId: request.id,
    clientAddress: request.ip,
    now: new Date(),
  };
}
