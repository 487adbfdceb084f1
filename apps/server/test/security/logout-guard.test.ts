/**
 * Issue #14 item 5: logging out takes a script of the app. The spec's GET logout refuses an
 * `<img>`, a link or another site's page (the session stays alive); the app's POST logout is
 * same-origin JSON like every other change.
 */
import { AccountApi, AppRequestHeader, ErrorCode } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { loggedInMember } from '../helpers/member.ts';
import { getJson, postJson } from '../helpers/session.ts';
import { useTestApp } from '../helpers/test-app.ts';

const logLines: string[] = [];
const testApp = useTestApp({
  config: { LOG_LEVEL: 'warn' },
  logStream: { write: (line) => void logLines.push(line) },
});

/** What Chromium sends for `<img src="/api/account/logout">` on one of our own pages. */
const imageOnOurPage = {
  accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8',
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'no-cors',
  'sec-fetch-dest': 'image',
};

async function isLoggedIn(cookie: string): Promise<boolean> {
  return (await getJson(testApp().app, AccountApi.getProfile.path, cookie)).statusCode === 200;
}

describe('logout', () => {
  it('refuses the GET from an image, a link, another site or a client without the app header, and the session lives on', async () => {
    const { app } = testApp();
    const { cookie } = await loggedInMember(testApp());
    logLines.length = 0;
    const refused: Record<string, Record<string, string>> = {
      'no app header, no fetch metadata': {},
      'an <img> on our page': imageOnOurPage,
      'an <img> on another site': { ...imageOnOurPage, 'sec-fetch-site': 'cross-site' },
      'a cross-site navigation': {
        accept: 'text/html',
        'sec-fetch-site': 'cross-site',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'document',
      },
      'the address typed in': {
        'sec-fetch-site': 'none',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'document',
      },
      'a fetch from a same-site page on another port': {
        'sec-fetch-site': 'same-site',
        'sec-fetch-mode': 'cors',
        'sec-fetch-dest': 'empty',
      },
      'the app header claimed by a cross-site request': {
        [AppRequestHeader.name]: AppRequestHeader.value,
        'sec-fetch-site': 'cross-site',
      },
      'a same-origin no-cors fetch': {
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'no-cors',
        'sec-fetch-dest': 'empty',
      },
    };
    for (const [what, headers] of Object.entries(refused)) {
      for (const url of [AccountApi.logout.path, '/%61pi/account/logout']) {
        const response = await app.inject({ url, headers: { ...headers, cookie } });
        expect(response.statusCode, `${what}: ${url}`).toBe(403);
        expect(response.json()).toMatchObject({ code: ErrorCode.forbidden });
        expect(response.headers['set-cookie'], what).toBeUndefined();
      }
    }
    expect(await isLoggedIn(cookie)).toBe(true);
    expect(logLines.join('')).toContain('"reason":"logoutNotFromApp"');
  });

  it('ends the session on a GET with the app header', async () => {
    const { cookie } = await loggedInMember(testApp());
    const response = await testApp().app.inject({
      url: AccountApi.logout.path,
      headers: { cookie, [AppRequestHeader.name]: AppRequestHeader.value },
    });
    expect(response.statusCode).toBe(200);
    expect(await isLoggedIn(cookie)).toBe(false);
  });

  it('ends the session on a GET that a same-origin fetch() made (fetch metadata)', async () => {
    const { cookie } = await loggedInMember(testApp());
    const response = await testApp().app.inject({
      url: AccountApi.logout.path,
      headers: {
        cookie,
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'cors',
        'sec-fetch-dest': 'empty',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(await isLoggedIn(cookie)).toBe(false);
  });

  it('takes the app’s POST only as same-origin JSON', async () => {
    const { app } = testApp();
    const { cookie } = await loggedInMember(testApp());
    const form = await app.inject({
      method: 'POST',
      url: AccountApi.logoutByPost.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: '',
    });
    expect(form.statusCode).toBe(415);
    const crossSite = await app.inject({
      method: 'POST',
      url: AccountApi.logoutByPost.path,
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', cookie },
      payload: '{}',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await isLoggedIn(cookie)).toBe(true);

    const own = await postJson(app, AccountApi.logoutByPost.path, {}, cookie);
    expect(own.statusCode).toBe(200);
    expect(own.cookies.find((c) => c.name === 'auth-ticket')?.value).toBe('');
    expect(await isLoggedIn(cookie)).toBe(false);
  });
});
