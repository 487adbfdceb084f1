import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { logSecurityEvent } from '../../../lib/security-events.ts';
import type { BusinessSessionLookup } from '../../../plugins/business-auth.ts';
import { checkSession } from '../../staff/index.ts';
import { businessUserOf } from '../services/business-realm.ts';
import { businessSessionTokenOf, clearBusinessSessionCookie } from './business-cookies.ts';

/**
 * The person of a request's business session (MERCHANT-2), for the business route guard: only a
 * session opened on the business API, of an enabled account of a live organisation. An ended
 * session's cookie is cleared.
 */
export function businessSessionLookup(db: Kysely<DB>): BusinessSessionLookup {
  return async (request, reply) => {
    const token = businessSessionTokenOf(request);
    if (!token) return null;
    const checked = await checkSession(db, token, new Date(), 'business');
    if (checked.kind === 'live') {
      const user = await businessUserOf(db, checked.account, checked.session);
      if (user) return user;
    }
    clearBusinessSessionCookie(reply);
    if (checked.kind === 'ended')
      logSecurityEvent(request.log, 'session.revoked', { reason: `business.${checked.reason}` });
    return null;
  };
}
