/** The secret session token: HttpOnly, never readable by JavaScript. */
export const SESSION_COOKIE = 'auth-ticket';
/** A non-secret companion cookie that tells the web app a session exists. */
export const SESSION_SIGNAL_COOKIE = 'auth-signal';
/** Sessions last this long without a new login. */
export const SESSION_TTL_DAYS = 30;
/** A session unused this long ends, however long it had left (ASVS 7.3.1 idle timeout). */
export const SESSION_IDLE_DAYS = 14;
/** A session's last use is written at most once in this many minutes, to spare the writes. */
export const SESSION_TOUCH_MINUTES = 1;
