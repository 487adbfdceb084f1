import {
  BusinessSessionTimeouts,
  StaffSessionTimeouts,
  type AccountRole,
  type BusinessRole,
  type SignInRealm,
} from '@citybook/contract';

const MINUTE = 60_000;

export interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
}

const limits = (t: { idleMinutes: number; absoluteHours: number }): SessionLimits => ({
  idleMs: t.idleMinutes * MINUTE,
  absoluteMs: t.absoluteHours * 60 * MINUTE,
});

const isBusinessRole = (role: AccountRole): role is BusinessRole =>
  Object.hasOwn(BusinessSessionTimeouts, role);

/** When a session of this account ends (OPERATOR-6; MERCHANT-2 for a business's people). */
export function sessionLimitsOf(role: AccountRole): SessionLimits {
  return isBusinessRole(role)
    ? limits(BusinessSessionTimeouts[role])
    : limits(StaffSessionTimeouts);
}

/** The longest any session of a realm may be idle or live: what housekeeping prunes past. */
export function longestLimitsOf(realm: SignInRealm): SessionLimits {
  if (realm === 'console') return limits(StaffSessionTimeouts);
  const all = Object.values(BusinessSessionTimeouts).map(limits);
  return {
    idleMs: Math.max(...all.map((l) => l.idleMs)),
    absoluteMs: Math.max(...all.map((l) => l.absoluteMs)),
  };
}
