/**
 * The security-relevant events (ASVS V16): one structured line each, at `info` (or `warn` for
 * refusals), with a fixed `securityEvent` field that log tooling can filter on. Never pass a
 * secret (password, token, card number, session id) in `detail`: ids and reasons only.
 */
export type SecurityEventName =
  | 'login.succeeded'
  | 'login.failed'
  | 'login.codeOffered'
  | 'password.throttled'
  | 'password.changed'
  | 'password.reset'
  | 'password.resetRequested'
  | 'session.revoked'
  | 'account.deleted'
  | 'payment.declined'
  | 'request.refused'
  | 'staff.signIn.succeeded'
  | 'staff.signIn.failed'
  | 'staff.secondFactor.changed'
  | 'staff.secondFactor.refused';

const WARNINGS: ReadonlySet<SecurityEventName> = new Set([
  'login.failed',
  'password.throttled',
  'payment.declined',
  'request.refused',
  'staff.signIn.failed',
  'staff.secondFactor.refused',
]);

/** A request's logger, or the scheduler's: anything pino-like (FastifyBaseLogger is one). */
export interface SecurityLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface SecurityEventDetail {
  /** The account concerned, when known (never its email: that is personal data). */
  readonly userId?: number;
  readonly reason?: string;
  readonly [field: string]: string | number | boolean | undefined;
}

export function logSecurityEvent(
  log: SecurityLog,
  event: SecurityEventName,
  detail: SecurityEventDetail = {},
): void {
  const line = { securityEvent: event, ...detail };
  if (WARNINGS.has(event)) log.warn(line, `security: ${event}`);
  else log.info(line, `security: ${event}`);
}
