import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { logSecurityEvent } from '../../../lib/security-events.ts';
import type { StaffSessionLookup } from '../../../plugins/staff-auth.ts';
import { checkSession } from '../services/staff-session-service.ts';
import { isPublisherStaff, staffRoleOf } from '../services/staff-view.ts';
import { clearSessionCookie, sessionTokenOf } from './staff-cookies.ts';

/**
 * The staff member of a request's session (OPERATOR-1, OPERATOR-6), for the staff route guard:
 * an ended session's cookie is cleared. Only the publisher's staff have console sessions; a
 * business's person never passes here, whatever cookie they send (ADR 0046).
 */
export function staffSessionLookup(db: Kysely<DB>): StaffSessionLookup {
  return async (request, reply) => {
    const token = sessionTokenOf(request);
    if (!token) return null;
    const checked = await checkSession(db, token, new Date(), 'console');
    if (checked.kind === 'live' && isPublisherStaff(checked.account)) {
      const { session, account } = checked;
      return {
        sessionId: session.id,
        staffId: account.id,
        email: account.email,
        role: staffRoleOf(account),
      };
    }
    clearSessionCookie(reply);
    if (checked.kind === 'ended')
      logSecurityEvent(request.log, 'session.revoked', { reason: `staff.${checked.reason}` });
    return null;
  };
}
