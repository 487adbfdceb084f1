/** The login page's first screen as the build prerenders it (ADR 0061), a file of dist/. */
export const PRERENDERED_LOGIN_FILE = 'prerendered/login.html';

/** Set on #root in that file, naming the page it holds: the app takes it over (prerendered.ts). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const PRERENDERED_LOGIN = 'login';
