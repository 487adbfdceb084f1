import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { SESSION_SIGNAL_COOKIE } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

const INDEX_HTML =
  '<!doctype html>\n<html>\n  <head>\n    <title>Citybook</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';
/** The login page's first screen, as apps/web/src/root/prerender-login.tsx writes it. */
const LOGIN_HTML =
  '<!doctype html>\n<html>\n  <head>\n    <title>Citybook</title>\n  </head>\n  <body><div id="root" data-prerendered="login"><h1>Log in to Citybook</h1></div></body>\n</html>\n';
const LOGIN_FILE = 'prerendered/login.html';

const loginRoute = (routePath: string) => ({
  path: routePath,
  session: false,
  scripts: ['/assets/login-page-Ab12.js'],
  styles: ['/assets/account-forms-Ef56.css'],
  data: [],
  html: LOGIN_FILE,
});

/** A build with the prerendered login page named for `/` and the login's address, or not written. */
function fakeWebDist({ prerendered }: { prerendered: boolean }): string {
  const root = mkdtempSync(path.join(tmpdir(), 'citybook-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), INDEX_HTML);
  if (prerendered) {
    mkdirSync(path.join(root, 'prerendered'));
    writeFileSync(path.join(root, LOGIN_FILE), LOGIN_HTML);
  }
  const preloads = [
    loginRoute('/'),
    loginRoute('/account/login'),
    {
      path: '/offers/categories',
      session: true,
      scripts: ['/assets/categories-route-Gh78.js'],
      styles: [],
      data: [],
    },
  ];
  writeFileSync(path.join(root, 'route-preloads.json'), JSON.stringify(preloads));
  return root;
}

const testApp = useTestApp({ config: { WEB_DIST: fakeWebDist({ prerendered: true }) } });
const signal = `${SESSION_SIGNAL_COOKIE}=1`;
const LOGIN_LINKS = [
  '<link rel="modulepreload" crossorigin href="/assets/login-page-Ab12.js">',
  '<link rel="preload" as="style" crossorigin href="/assets/account-forms-Ef56.css">',
];
/** The prerendered page paints without its scripts: they are fetched after its style sheets. */
const PRERENDERED_LOGIN_LINKS = [
  '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/login-page-Ab12.js">',
  '<link rel="preload" as="style" crossorigin href="/assets/account-forms-Ef56.css">',
];

const links = (html: string) => html.match(/<link [^>]*>/g) ?? [];
const isPrerendered = (html: string) => html.includes('data-prerendered="login"');

describe('the prerendered login page (ADR 0061)', () => {
  it.each(['/', '/account/login', '/account/login?mobilePlus=true'])(
    'is sent to a visitor opening %s, with the login page links and the headers of every page',
    async (url) => {
      const { app } = testApp();
      const plain = await app.inject({ url: '/account/create' });
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(isPrerendered(response.body)).toBe(true);
      expect(response.body).toContain('<h1>Log in to Citybook</h1>');
      expect(links(response.body)).toEqual(PRERENDERED_LOGIN_LINKS);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      // The CSP of every page: no inline script is allowed for it either.
      expect(response.headers['content-security-policy']).toBe(
        plain.headers['content-security-policy'],
      );
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
    },
  );

  it('is sent compressed when the browser takes it', async () => {
    const { app } = testApp();
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(isPrerendered(brotliDecompressSync(response.rawPayload).toString())).toBe(true);
  });

  it.each(['/', '/account/login'])(
    'is not sent to a member opening %s: plain index.html, the app sends them on without a login showing',
    async (url) => {
      const { app } = testApp();
      const response = await app.inject({ url, headers: { cookie: signal } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('leaves every other page as it was', async () => {
    const { app } = testApp();
    const create = await app.inject({ url: '/account/create' });
    expect(create.body).toBe(INDEX_HTML);
    const categories = await app.inject({ url: '/offers/categories', headers: { cookie: signal } });
    expect(isPrerendered(categories.body)).toBe(false);
    expect(links(categories.body)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/categories-route-Gh78.js">',
    ]);
    const post = await app.inject({ method: 'POST', url: '/account/login' });
    expect(post.statusCode).toBe(404);
    expect(post.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('a build without the prerendered file', () => {
  const unwritten = useTestApp({ config: { WEB_DIST: fakeWebDist({ prerendered: false }) } });

  it('sends index.html with the login page links: the app renders the page as before', async () => {
    const { app } = unwritten();
    const response = await app.inject({ url: '/account/login' });
    expect(response.statusCode).toBe(200);
    expect(isPrerendered(response.body)).toBe(false);
    expect(links(response.body)).toEqual(LOGIN_LINKS);
  });
});
