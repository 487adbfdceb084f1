/** The secret session token: HttpOnly, never readable by JavaScript. */
export const SESSION_COOKIE = 'auth-ticket';
/** A non-secret companion cookie that tells the web app a session exists. */
export const SESSION_SIGNAL_COOKIE = 'auth-signal';
/** Sessions last this long without a new login. */
export const SESSION_TTL_DAYS = 30;
