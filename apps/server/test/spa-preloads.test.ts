import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  GUEST_EMAIL,
  GUEST_PASSWORD,
  MediaSizes,
  mobileAdListSchema,
  SESSION_SIGNAL_COOKIE,
  CatalogApi,
  urlOf,
} from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { logIn } from './helpers/session.ts';
import { useTestApp } from './helpers/test-app.ts';

/** A build with route-preloads.json, as apps/web/src/app/route-preloads.ts writes it. */
function fakeWebDist(preloads: unknown): string {
  const root = mkdtempSync(path.join(tmpdir(), 'citybook-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html>\n<html>\n  <head>\n    <title>Citybook</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  writeFileSync(path.join(root, 'route-preloads.json'), JSON.stringify(preloads));
  return root;
}

const PRELOADS = [
  {
    path: '/account/login',
    session: false,
    scripts: ['/assets/login-page-Ab12.js', '/assets/zod-Cd34.js'],
    styles: ['/assets/text-field-Ef56.css'],
    data: [],
  },
  {
    path: '/offers/categories',
    session: true,
    scripts: ['/assets/categories-route-Gh78.js'],
    styles: [],
    data: ['/api/category/getall/:marketId', '/api/mobileAds/market/:marketId'],
  },
  {
    path: '/offers/category/:categoryId/merchant/:merchantId',
    session: true,
    scripts: ['/assets/merchant-route-Ij90.js'],
    styles: [],
    data: ['/api/merchant/get/:merchantId'],
  },
];

const testApp = useTestApp({ config: { WEB_DIST: fakeWebDist(PRELOADS) } });
const signal = `${SESSION_SIGNAL_COOKIE}=1`;

function links(html: string): string[] {
  return html.match(/<link [^>]*>/g) ?? [];
}

describe('naming the files and calls of the page asked for', () => {
  it("names the login page's chunks and styles to a visitor", async () => {
    const { app } = testApp();
    const response = await app.inject({ url: '/account/login' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(links(response.body)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/login-page-Ab12.js">',
      '<link rel="modulepreload" crossorigin href="/assets/zod-Cd34.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/text-field-Ef56.css">',
    ]);
    expect(response.body).toMatch(/<\/head>\s*<body>/);
  });

  it('sends the page compressed when the browser takes it', async () => {
    const { app } = testApp();
    const response = await app.inject({
      url: '/account/login',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toContain('login-page-Ab12.js');
  });

  it('names nothing where the page will not show: login for a member, members pages for a visitor', async () => {
    const { app } = testApp();
    const login = await app.inject({ url: '/account/login', headers: { cookie: signal } });
    expect(login.statusCode).toBe(200);
    expect(links(login.body)).toEqual([]);
    const categories = await app.inject({ url: '/offers/categories' });
    expect(links(categories.body)).toEqual([]);
  });

  it("names the categories' calls with the market of the session, and its first ad's image", async () => {
    const { app } = testApp();
    const cookie = `${await logIn(app, GUEST_EMAIL, GUEST_PASSWORD)}; ${signal}`;
    const profile = await app.inject({ url: '/api/account/profile', headers: { cookie } });
    const { marketId } = profile.json<{ marketId: number }>();
    const ads = await app.inject({
      url: urlOf(CatalogApi.getMobileAds, { params: { marketId } }),
      headers: { cookie },
    });
    const [firstAd] = mobileAdListSchema.parse(ads.json());
    // The demo's ads have uploaded images (OPERATOR-12): the link names the variants and sizes
    // the carousel's <img> picks from, so the browser preloads the very variant it then shows.
    const sizes = firstAd?.imageSizes;
    expect(sizes?.srcset).toContain(' 1280w');
    const response = await app.inject({ url: '/offers/categories', headers: { cookie } });
    expect(links(response.body)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/categories-route-Gh78.js">',
      `<link rel="preload" as="fetch" crossorigin href="/api/category/getall/${String(marketId)}">`,
      `<link rel="preload" as="fetch" crossorigin href="/api/mobileAds/market/${String(marketId)}">`,
      `<link rel="preload" as="image" fetchpriority="high" href="${sizes?.src ?? ''}" imagesrcset="${sizes?.srcset ?? ''}" imagesizes="${MediaSizes.ad}">`,
    ]);
  });

  it('leaves out a call it cannot fill in: no market without a live session', async () => {
    const { app } = testApp();
    const response = await app.inject({ url: '/offers/categories', headers: { cookie: signal } });
    expect(links(response.body)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/categories-route-Gh78.js">',
    ]);
  });

  it('fills in the parameters of the path', async () => {
    const { app } = testApp();
    const response = await app.inject({
      url: '/offers/category/3/merchant/42?hasSiblings=false',
      headers: { cookie: signal },
    });
    expect(links(response.body)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/merchant-route-Ij90.js">',
      '<link rel="preload" as="fetch" crossorigin href="/api/merchant/get/42">',
    ]);
  });

  it('never copies anything but a plain id from the path into the page', async () => {
    const { app } = testApp();
    const response = await app.inject({
      url: '/offers/category/3/merchant/%22%3E%3Cscript%3E',
      headers: { cookie: signal },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>');
    expect(links(response.body)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/merchant-route-Ij90.js">',
    ]);
  });

  it('serves other paths index.html as it is', async () => {
    const { app } = testApp();
    const response = await app.inject({ url: '/account/management', headers: { cookie: signal } });
    expect(response.statusCode).toBe(200);
    expect(links(response.body)).toEqual([]);
  });
});

describe('a broken route-preloads.json', () => {
  const broken = useTestApp({
    config: { WEB_DIST: fakeWebDist([{ path: '/account/login', scripts: ['javascript:x'] }]) },
  });

  it('is ignored: every page gets index.html as it is', async () => {
    const { app } = broken();
    const response = await app.inject({ url: '/account/login' });
    expect(response.statusCode).toBe(200);
    expect(links(response.body)).toEqual([]);
  });
});
