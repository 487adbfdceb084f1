import puppeteer from 'puppeteer-core';

const GUEST_EMAIL = 'guest@citybook.app';
const GUEST_PASSWORD = 'Guest#Citybook1';

export interface SessionCookie {
  name: string;
  value: string;
}

/** Logs the guest in through the API; returns the session cookies the server set. */
export async function loginAsGuest(baseUrl: string): Promise<SessionCookie[]> {
  const response = await fetch(`${baseUrl}/api/account/login`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${GUEST_EMAIL}:${GUEST_PASSWORD}`).toString('base64')}`,
      'Content-Type': 'application/json',
      Origin: baseUrl,
    },
    body: '{}',
  });
  if (!response.ok) throw new Error(`guest login answered ${String(response.status)}`);
  const cookies = response.headers.getSetCookie().map((header) => {
    const [pair = ''] = header.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() };
  });
  for (const name of ['auth-ticket', 'auth-signal']) {
    if (!cookies.some((c) => c.name === name)) throw new Error(`login did not set ${name}`);
  }
  return cookies;
}

export const cookieHeader = (cookies: SessionCookie[]): string =>
  cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/**
 * Puts the session in the cookie jar of the browser on `chromePort`, as after a real login: the app
 * reads the auth-signal cookie itself, so a Cookie request header alone would not do.
 */
export async function giveBrowserSession(
  chromePort: number,
  baseUrl: string,
  cookies: SessionCookie[],
): Promise<void> {
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${String(chromePort)}`,
  });
  const host = new URL(baseUrl).hostname;
  await browser.setCookie(
    ...cookies.map((c) => ({
      name: c.name,
      value: c.value,
      domain: host,
      path: '/',
      httpOnly: c.name === 'auth-ticket',
      sameSite: 'Lax' as const,
    })),
  );
  await browser.disconnect();
}
