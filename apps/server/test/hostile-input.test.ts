import { Readable } from 'node:stream';
import {
  ApiPath,
  apiErrorSchema,
  encodeBasicAuth,
  ErrorCode,
  GUEST_EMAIL,
  GUEST_PASSWORD,
  isGuestEmail,
  normalizeEmail,
  SESSION_COOKIE,
} from '@citybook/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hashToken } from '../src/lib/tokens.ts';
import { generateActivationCodes } from '../src/modules/activation/activation-codes.ts';
import { SandboxCards } from '../src/modules/activation/sandbox-gateway.ts';
import { cardPayload, subscribedMember } from './factories/subscription.ts';
import { uniqueEmail } from './factories/user.ts';
import { loginRequest, sessionCookieOf } from './helpers/session.ts';
import { useTestApp } from './helpers/test-app.ts';

/**
 * Issue #8 item 4: generated bodies, path parameters, query strings, headers and ids sent to every
 * route of the real app, anonymous and logged in. Whatever comes in, the answer is never a 5xx, a
 * refusal is always the contract's `{code, message}` JSON, and a refused request writes nothing.
 *
 * Each property runs with a fixed seed (FC_SEED overrides it, FC_RUNS scales the runs); a failure
 * names route, seed and counterexample so it can be replayed.
 */
const SEED = Number(process.env.FC_SEED ?? 80_808);
const RUNS = Number(process.env.FC_RUNS ?? 24);
const BODY_LIMIT = 64 * 1024;

const testApp = useTestApp();

// ---------------------------------------------------------------------------------------------
// Routes: read from the running app, so a route added later is covered without editing this file.

interface Route {
  method: 'GET' | 'POST';
  /** With Fastify's `:param` placeholders. */
  path: string;
}

function routesOf(app: FastifyInstance): Route[] {
  const prefixes: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)(?:├── |└── )(\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (prefixes[depth - 1] ?? '') + (match[2] ?? '');
    prefixes.length = depth;
    prefixes[depth] = path;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method === 'GET' || method === 'POST') routes.push({ method, path });
    }
  }
  return routes;
}

/** Every path the contract names, with its parameters as `:`. */
function contractPaths(tree: object = ApiPath): string[] {
  return Object.values(tree).flatMap((value: unknown) => {
    if (typeof value === 'string') return [value];
    if (typeof value === 'function') return [String((value as (id: string) => string)(':'))];
    return value && typeof value === 'object' ? contractPaths(value) : [];
  });
}

const shape = (path: string) => path.replace(/:[^/]+/g, ':');
const routeKey = (route: Route) => `${route.method} ${shape(route.path)}`;

// ---------------------------------------------------------------------------------------------
// Values that only exist at run time (ids, the member's email) are generated as `@@name`
// placeholders and filled in just before the request is sent.

interface Context {
  memberEmail: string;
  memberPassword: string;
  voucherId: number;
  marketId: number;
  categoryId: number;
  merchantId: number;
  franchisorId: number;
  offerId: number;
  codes: string[];
}

let context: Context;
const placeholder = (name: keyof Context | 'code' | 'freshEmail') => `@@${name}`;

function fill(value: unknown): unknown {
  if (typeof value !== 'string' || !value.startsWith('@@')) return value;
  const name = value.slice(2);
  if (name === 'code') return context.codes.pop() ?? 'ABCD-EFGH-JKMN-PQRS';
  if (name === 'freshEmail') return uniqueEmail('fuzz');
  return name in context ? context[name as keyof Context] : value;
}

const fillJson = (value: unknown) => JSON.stringify(value, (_key, item: unknown) => fill(item));

// ---------------------------------------------------------------------------------------------
// Hostile values.

const nasty = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '0x10',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999999',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  "' OR '1'='1",
  '1 OR 1=1',
  '1; DROP TABLE app_user; --',
  '" OR ""="',
  '\\',
  '%',
  '%00',
  'a\u0000b',
  '\u0000',
  '\u202e\u0301',
  '\ud800',
  '😀👍🏽',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'x'.repeat(3000),
];

/** Text with a control character in it (PostgreSQL text cannot hold NUL at all). */
const controlText = fc
  .tuple(
    fc.string({ maxLength: 6 }),
    fc.constantFrom('\u0000', '\u0001', '\u0008', '\u001f', '\u007f', '\u2028', '\ufeff'),
    fc.string({ maxLength: 6 }),
  )
  .map(([before, control, after]) => `${before}${control}${after}`);

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nasty) },
  { weight: 1, arbitrary: controlText },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 1001, maxLength: 2100 }) },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1,
    0.5,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_649,
    4_294_967_296,
    Number.MAX_SAFE_INTEGER,
    1e300,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
);

const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'id', 'userId', 'admin'),
  fc.string({ maxLength: 12 }),
);

/** URL bytes as they come: broken escapes, encoded NUL, overlong UTF-8, dots and slashes. */
const rawUrlPart = fc.constantFrom('%', '%ZZ', '%00', '%C0%AF', '..', '%2e%2e', '%2F', '.', '+');

/** Broken or odd JSON text. */
const rawBody = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '{"a":',
    'null',
    '[]',
    '"text"',
    '42',
    'true',
    '{}garbage',
    '\ufeff{}',
    '{"a":1,"a":2}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    `{"n":${'9'.repeat(400)}}`,
    `${'['.repeat(30_000)}${']'.repeat(30_000)}`,
    `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
  ),
  fc.string({ maxLength: 200 }),
  fc.jsonValue().map((value) => JSON.stringify(value)),
);

// ---------------------------------------------------------------------------------------------
// What each known route expects: its fields with plausible values (any of which may be swapped for
// a hostile one, dropped, or joined by extra keys). Unknown routes get generic input.

type Fields = Record<string, fc.Arbitrary<unknown>>;

interface Hints {
  body?: Fields;
  query?: Fields;
  params?: Record<string, fc.Arbitrary<string>>;
}

const password = fc.constantFrom('Valid#Pass1', 'short', placeholder('memberPassword'));
const email = fc.constantFrom(
  placeholder('memberEmail'),
  placeholder('freshEmail'),
  GUEST_EMAIL,
  'nobody@example.com',
  'not-an-email',
);
/** Ids at the edges of what a database integer column holds. */
const edgeIds = [0, -1, 2_147_483_647, 2_147_483_648, 4_294_967_296, Number.MAX_SAFE_INTEGER];
const id = (name: keyof Context) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom<unknown>(placeholder(name), 1, 2) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(...edgeIds) },
  );
const idText = (name: keyof Context) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(placeholder(name), '1', '2') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...edgeIds.map(String), '1e3', '1.0', '0x10', ' 1', '+1', '01'),
    },
  );
const coordinate = fc.oneof(
  fc.constantFrom('30.27', '-97.74', '0'),
  fc.double({ min: -90, max: 90, noNaN: true }).map(String),
);
const card = fc.oneof(
  fc.constantFrom(
    cardPayload(SandboxCards.visa),
    cardPayload(SandboxCards.declined),
    cardPayload('4242424242424241'),
    cardPayload(SandboxCards.visa, { expirationYear: '2001' }),
    cardPayload(SandboxCards.visa, { cvv: '12' }),
    '{"pan":',
  ),
  fc.jsonValue().map((value) => JSON.stringify(value)),
);

const hints: Record<string, Hints> = {
  [`POST ${ApiPath.account.create}`]: {
    body: {
      emailAddress: email,
      password,
      IsMobilePlus: fc.boolean(),
      marketId: id('marketId'),
    },
  },
  [`POST ${ApiPath.account.profileUpdate}`]: {
    body: {
      emailAddress: email,
      currentPassword: password,
      firstName: fc.constantFrom('Ana', null),
      lastName: fc.constantFrom('Member', null),
      phone: fc.constantFrom('512-555-0100', '12'),
      postalCode: fc.constantFrom('78701', 'ABCDE'),
    },
  },
  [`POST ${ApiPath.account.setMarket}`]: { body: { marketId: id('marketId') } },
  [`POST ${ApiPath.account.forgotPassword}`]: { body: { emailAddress: email } },
  [`POST ${ApiPath.account.resetPassword}`]: {
    body: { token: fc.constantFrom('a'.repeat(43), 'x'), password },
  },
  [`POST ${ApiPath.account.changePassword}`]: {
    body: { currentPassword: password, newPassword: password },
  },
  [`POST ${ApiPath.account.activate}`]: {
    body: { code: fc.constantFrom(placeholder('code'), 'ABCD-EFGH-JKMN-PQRS', 'abcd') },
  },
  [`POST ${ApiPath.account.activateSubscription}`]: {
    body: {
      subscriptionTypeCode: fc.constantFrom(1, 2, 3),
      sourceDevicePlatformCode: fc.constantFrom('web', 'ios', 1),
      sourcePayload: card,
    },
  },
  [`POST ${shape(ApiPath.account.paymentInstrumentUpdate(':'))}`]: {
    body: { sourcePayload: card },
    params: { activationVoucherId: idText('voucherId') },
  },
  [`POST ${shape(ApiPath.account.selectVoucher(':'))}`]: {
    params: { activationVoucherId: idText('voucherId') },
  },
  [`GET ${shape(ApiPath.account.activation(':'))}`]: {
    params: { activationVoucherId: idText('voucherId') },
  },
  [`POST ${ApiPath.catalog.redeem}`]: {
    body: { offerId: id('offerId'), activationVoucherId: id('voucherId') },
  },
  [`POST ${ApiPath.app.clientError}`]: {
    body: {
      message: fc.constantFrom('Failed to fetch'),
      status: fc.constantFrom(500, 0),
      code: fc.constantFrom('x', 7),
      path: fc.constantFrom('/api/x'),
      url: fc.constantFrom('http://localhost/'),
    },
  },
  [`GET ${shape(ApiPath.market.get(':'))}`]: { params: { marketId: idText('marketId') } },
  [`GET ${ApiPath.market.byGeolocation}`]: {
    query: { latitude: coordinate, longitude: coordinate },
  },
  [`GET ${shape(ApiPath.catalog.categories(':'))}`]: { params: { marketId: idText('marketId') } },
  [`GET ${shape(ApiPath.catalog.mobileAds(':'))}`]: { params: { marketId: idText('marketId') } },
  [`GET ${shape(ApiPath.catalog.merchant(':'))}`]: {
    params: { id: idText('merchantId') },
    query: { latitude: coordinate, longitude: coordinate },
  },
  [`GET ${ApiPath.catalog.merchantsAll}`]: {
    query: {
      marketId: idText('marketId'),
      latitude: coordinate,
      longitude: coordinate,
      ignoreMarketRadius: fc.constantFrom('true', 'false'),
      groupByFranchisor: fc.constantFrom('true', 'false'),
      limit: fc.constantFrom('1', '5000', '5001'),
    },
  },
  [`GET ${ApiPath.catalog.merchantsByFranchisor}`]: {
    query: {
      marketId: idText('marketId'),
      franchisorId: idText('franchisorId'),
      latitude: coordinate,
      longitude: coordinate,
    },
  },
  [`GET ${ApiPath.catalog.merchantsInCategory}`]: {
    query: {
      marketId: idText('marketId'),
      categoryId: idText('categoryId'),
      latitude: coordinate,
      longitude: coordinate,
      limit: fc.constantFrom('1', '5000'),
    },
  },
  [`GET ${shape(ApiPath.validate.paymentCardNumber(':'))}`]: {
    params: { number: fc.constantFrom(SandboxCards.visa, '4242 4242', '1234') },
  },
  [`GET ${shape(ApiPath.version.minimumVersion(':'))}`]: {
    params: { os: fc.constantFrom('ios', 'ANDROID', 'windows') },
  },
  'GET /media/logo.svg': { query: { text: fc.constantFrom('AB', 'ABCD'), hue: fc.constant('9') } },
  'GET /media/ad.svg': {
    query: { title: fc.constant('T'), subtitle: fc.constant('S'), hue: fc.constant('400') },
  },
};

/** What becomes of one field: its value, nothing, raw URL bytes, or the key given twice. */
type Slot =
  | { kind: 'value'; value: unknown }
  | { kind: 'absent' }
  | { kind: 'raw'; text: string }
  | { kind: 'twice'; value: unknown };

const spoilt: fc.Arbitrary<Slot> = fc.oneof(
  { weight: 5, arbitrary: hostileJson.map((value) => ({ kind: 'value' as const, value })) },
  { weight: 2, arbitrary: fc.constant({ kind: 'absent' as const }) },
  { weight: 1, arbitrary: rawUrlPart.map((text) => ({ kind: 'raw' as const, text })) },
  { weight: 1, arbitrary: hostileJson.map((value) => ({ kind: 'twice' as const, value })) },
);

/**
 * The route's fields with plausible values, of which none, one or two are spoilt: most inputs get
 * past the schema and reach the code behind it, the others probe the schema itself.
 */
function slotsOf(fields: Fields): fc.Arbitrary<[string, Slot][]> {
  const keys = Object.keys(fields);
  if (keys.length === 0) return fc.constant([]);
  return fc
    .tuple(
      fc.tuple(...keys.map((key) => fields[key] ?? hostileJson)),
      fc.uniqueArray(fc.nat(keys.length - 1), { maxLength: Math.min(2, keys.length) }),
      fc.tuple(spoilt, spoilt),
    )
    .map(([values, spoiltAt, spoils]) =>
      keys.map((key, index): [string, Slot] => {
        const at = spoiltAt.indexOf(index);
        return [key, at < 0 ? { kind: 'value', value: values[index] } : spoils[at as 0 | 1]];
      }),
    );
}

/** A JSON body from the route's fields, now and then with extra keys. */
function objectOf(fields: Fields): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(slotsOf(fields), oneIn(4, fc.dictionary(hostileKey, hostileJson, { maxKeys: 3 })))
    .map(([slots, extra]) => {
      const body: Record<string, unknown> = { ...(extra ?? {}) };
      for (const [key, slot] of slots) {
        if (slot.kind === 'value') body[key] = slot.value;
        if (slot.kind === 'raw') body[key] = slot.text;
        if (slot.kind === 'twice') body[key] = [slot.value, slot.value];
      }
      return body;
    });
}

/** Bytes of a URL component: mostly encoded, sometimes raw (broken escapes, slashes, dots). */
function urlPart(value: unknown): string {
  const filled = fill(value);
  const text = typeof filled === 'string' ? filled : (JSON.stringify(filled) ?? 'undefined');
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80'; // a lone surrogate, as its UTF-8 bytes
  }
}

const paramValue = (valid: fc.Arbitrary<string> = idText('marketId')) =>
  fc.oneof(
    { weight: 3, arbitrary: valid.map(urlPart) },
    { weight: 3, arbitrary: hostileString.map(urlPart) },
    { weight: 1, arbitrary: hostileNumber.map(urlPart) },
    { weight: 1, arbitrary: rawUrlPart },
  );

/** A query string from the route's fields, now and then with extra keys or a stray ending. */
function queryOf(fields: Fields): fc.Arbitrary<string> {
  const extra = fc
    .tuple(hostileKey, hostileJson)
    .map(([key, value]) => `${urlPart(key)}=${urlPart(value)}`);
  return fc
    .tuple(
      slotsOf(fields),
      oneIn(3, fc.array(extra, { minLength: 1, maxLength: 2 })),
      oneIn(6, fc.constantFrom('&', '&&', '=', '#frag', '?')),
    )
    .map(([slots, more, tail]) => {
      const pairs = slots.flatMap(([key, slot]) => {
        if (slot.kind === 'absent') return [];
        if (slot.kind === 'raw') return [`${key}=${slot.text}`];
        const value = `${key}=${urlPart(slot.value)}`;
        return slot.kind === 'twice' ? [value, value] : [value];
      });
      const all = [...pairs, ...(more ?? [])];
      return all.length || tail ? `?${all.join('&')}${tail ?? ''}` : '';
    });
}

// Headers: printable ASCII only (anything else never gets through an HTTP parser).
const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 60,
});

const authorization = fc.oneof(
  fc
    .tuple(
      fc.oneof(email, hostileString),
      fc.oneof(password, fc.constant(GUEST_PASSWORD), hostileString),
    )
    .map(([user, secret]) => ({ basic: [user, secret] as const })),
  fc
    .constantFrom(
      'Basic',
      'Basic ',
      'Basic ====',
      'Basic %%%',
      `Basic ${'A'.repeat(9000)}`,
      'Bearer abc',
      `Basic ${Buffer.from(':').toString('base64')}`,
      `Basic ${Buffer.from('\u0000:\u0000').toString('base64')}`,
    )
    .map((raw) => ({ raw })),
  headerText.map((raw) => ({ raw })),
);

/** `arbitrary` in one case out of `every`, else null. */
const oneIn = <T>(every: number, arbitrary: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: every - 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: arbitrary },
  );
/** One header now and then: most requests should get past the same-origin and version checks. */
const rare = <T>(arbitrary: fc.Arbitrary<T>) => oneIn(12, arbitrary);

const headerRecord = fc.record({
  authorization: oneIn(2, authorization),
  origin: rare(
    fc.oneof(
      fc.constantFrom(
        'http://localhost:80',
        'https://evil.example',
        'null',
        '',
        'http://localhost',
      ),
      headerText,
    ),
  ),
  'sec-fetch-site': rare(fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none', 'x')),
  'x-app-platform': rare(fc.oneof(fc.constantFrom('ios', 'android', 'IOS', 'web', ''), headerText)),
  'x-app-version': rare(
    fc.oneof(
      fc.constantFrom('0.0.1', '1.0.0', '99.0', '1.0.0-beta', '999999999999999999999.0.0', '1..2'),
      headerText,
    ),
  ),
  'accept-encoding': rare(fc.constantFrom('gzip', 'br', '*', 'br;q=0, gzip;q=0', 'x;q=2')),
  accept: rare(fc.constantFrom('application/json', 'text/html', '*/*', 'x/y;q=abc')),
  'x-request-id': rare(headerText),
  'x-forwarded-for': rare(headerText),
  'x-forwarded-proto': rare(fc.constantFrom('https', 'gopher', '')),
  'accept-language': rare(headerText),
  'if-none-match': rare(headerText),
  range: rare(fc.constantFrom('bytes=0-1', 'bytes=-1', 'bytes=abc')),
});

const contentType = fc.oneof(
  { weight: 20, arbitrary: fc.constant('application/json') },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json;',
      'application/json; charset=utf-16le',
      'application/json; charset=latin1',
      'application/json; charset="bogus"',
      'application/json, text/plain',
      'application/jsonp',
      'application/vnd.api+json',
      'text/plain',
      'text/plain; charset=utf-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
      '*/*',
    ),
  },
);

const identities = ['anonymous', 'member', 'guest', 'forged'] as const;
type Identity = (typeof identities)[number];

interface Generated {
  identity: Identity;
  params: string[];
  query: string;
  headers: Partial<Record<string, unknown>>;
  contentType: string | null;
  body: { object: Record<string, unknown> } | { raw: string } | null;
}

function requestsFor(route: Route): fc.Arbitrary<Generated> {
  const hint = hints[routeKey(route)] ?? {};
  const paramNames = [...route.path.matchAll(/:([^/]+)/g)].map((m) => m[1] ?? '');
  const bodyFields: Fields = hint.body ?? {};
  const body =
    route.method === 'POST'
      ? fc.oneof(
          { weight: 5, arbitrary: objectOf(bodyFields).map((object) => ({ object })) },
          { weight: 2, arbitrary: rawBody.map((raw) => ({ raw })) },
          { weight: 1, arbitrary: fc.constant(null) },
        )
      : oneIn(
          8,
          rawBody.map((raw) => ({ raw })),
        );
  return fc.record({
    identity: fc.constantFrom(...identities),
    params: fc.tuple(...paramNames.map((name) => paramValue(hint.params?.[name]))),
    query: fc.oneof(
      { weight: 3, arbitrary: queryOf(hint.query ?? {}) },
      { weight: 1, arbitrary: queryOf({ marketId: idText('marketId') }) },
    ),
    headers: headerRecord,
    contentType: route.method === 'POST' ? contentType : oneIn(6, contentType),
    body,
  });
}

// ---------------------------------------------------------------------------------------------
// Identities and the database picture.

let member: { email: string; password: string; cookie: string };
let guestCookie: string;
/** How many times a test identity was (re)created or logged in again: those are writes too. */
let identityWrites = 0;

async function sessionAlive(cookie: string): Promise<boolean> {
  const token = cookie.slice(SESSION_COOKIE.length + 1);
  const row = await testApp()
    .db.selectFrom('session')
    .select('id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return row !== undefined;
}

/** A logged-in subscribed member; a new one when a generated request logged out or deleted it. */
async function ensureMember(): Promise<string> {
  if (await sessionAlive(member.cookie)) return member.cookie;
  identityWrites += 1;
  const again = await loginRequest(testApp().app, member.email, member.password);
  if (again.statusCode === 200) {
    member.cookie = sessionCookieOf(again);
    return member.cookie;
  }
  const fresh = await subscribedMember(testApp(), SandboxCards.visa);
  member = { email: fresh.user.email, password: fresh.user.password, cookie: fresh.cookie };
  Object.assign(context, {
    memberEmail: fresh.user.email,
    memberPassword: fresh.user.password,
    voucherId: fresh.voucherId,
  });
  return member.cookie;
}

async function cookieOf(identity: Identity): Promise<string | undefined> {
  if (identity === 'anonymous') return undefined;
  if (identity === 'forged') return `${SESSION_COOKIE}=${'A'.repeat(43)}; other=1`;
  if (identity === 'member') return ensureMember();
  if (!(await sessionAlive(guestCookie))) {
    identityWrites += 1;
    guestCookie = sessionCookieOf(await loginRequest(testApp().app, GUEST_EMAIL, GUEST_PASSWORD));
  }
  return guestCookie;
}

/** Tables a request could write to (outbox aside: only forgot-password mails, answering 200). */
const WRITABLE = [
  'app_user',
  'session',
  'password_token',
  'activation_code',
  'activation_voucher',
  'payment_instrument',
  'redemption',
] as const;
const CATALOG = ['market', 'category', 'franchisor', 'merchant', 'offer', 'mobile_ad'] as const;

/** Row counts of the main tables and every row of the writable ones. */
async function databasePicture(options: { ignoreLoginCounters: boolean }) {
  const { db } = testApp();
  const tables = [...WRITABLE, ...CATALOG, 'outbox', 'subscription_type'];
  const counts = await sql<{ name: string; n: number | string }>`${sql.join(
    tables.map(
      (table) => sql`select ${sql.lit(table)} as name, count(*) as n from ${sql.table(table)}`,
    ),
    sql` union all `,
  )}`.execute(db);
  const rows: Record<string, unknown[]> = {};
  for (const table of WRITABLE) {
    rows[table] = (await db.selectFrom(table).selectAll().orderBy('id').execute()).map((row) => {
      if (!options.ignoreLoginCounters || table !== 'app_user') return row;
      // A wrong password counts against the account: the one write a refused login makes.
      const {
        failed_logins: _failed,
        locked_until: _locked,
        ...rest
      } = row as Record<string, unknown>;
      return rest;
    });
  }
  return {
    counts: Object.fromEntries(counts.rows.map((row) => [row.name, Number(row.n)])),
    rows,
  };
}

/** forgot-password mails in the background: wait for that mail before the next picture. */
async function settleMail(body: unknown, sent: number) {
  const { db } = testApp();
  const address =
    body && typeof body === 'object' && 'emailAddress' in body ? body.emailAddress : undefined;
  if (typeof address !== 'string' || isGuestEmail(address)) return;
  const user = await db
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', normalizeEmail(address))
    .executeTakeFirst();
  if (!user) return;
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const { n } = await db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(n) > sent) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function expectErrorShape(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(response.headers['content-type'], what).toMatch(/^application\/json/);
  const body: unknown = JSON.parse(response.body);
  expect(
    z.strictObject(apiErrorSchema.shape).safeParse(body).success,
    `${what}: ${response.body}`,
  ).toBe(true);
}

async function send(route: Route, generated: Generated) {
  const { app } = testApp();
  let path = route.path;
  for (const value of generated.params) path = path.replace(/:[^/]+/, value);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(generated.headers)) {
    if (value === null) continue;
    if (name === 'authorization' && typeof value === 'object') {
      headers[name] =
        'basic' in value && Array.isArray(value.basic)
          ? encodeBasicAuth({
              email: String(fill(value.basic[0])),
              password: String(fill(value.basic[1])),
            })
          : String((value as { raw: string }).raw);
    } else if (typeof value === 'string') {
      headers[name] = value;
    }
  }
  const cookie = await cookieOf(generated.identity);
  if (cookie) headers.cookie = cookie;
  if (generated.contentType !== null) headers['content-type'] = generated.contentType;
  let payload: string | undefined;
  let sentBody: unknown;
  if (generated.body && 'object' in generated.body) {
    payload = fillJson(generated.body.object);
    sentBody = JSON.parse(payload);
  } else if (generated.body) {
    payload = generated.body.raw;
  }
  const request: InjectOptions = {
    method: route.method,
    url: `${path}${generated.query}`,
    headers,
  };
  if (payload !== undefined) request.payload = payload;
  return { request, sentBody, response: await app.inject(request) };
}

/** Answers per route and status (printed with FC_STATS=1, to see how deep the inputs reach). */
const statuses: Record<string, Record<number, number>> = {};
const milliseconds: Record<string, number> = {};
function tally(key: string, status: number) {
  const counts = (statuses[key] ??= {});
  counts[status] = (counts[status] ?? 0) + 1;
}

// ---------------------------------------------------------------------------------------------

describe('hostile input', () => {
  beforeAll(async () => {
    const { db } = testApp();
    const fresh = await subscribedMember(testApp(), SandboxCards.visa);
    member = { email: fresh.user.email, password: fresh.user.password, cookie: fresh.cookie };
    guestCookie = sessionCookieOf(await loginRequest(testApp().app, GUEST_EMAIL, GUEST_PASSWORD));
    const offer = await db
      .selectFrom('offer')
      .innerJoin('merchant', 'merchant.id', 'offer.merchant_id')
      .select([
        'offer.id as offerId',
        'merchant.id as merchantId',
        'merchant.market_id as marketId',
        'merchant.category_id as categoryId',
      ])
      .where('merchant.franchisor_id', 'is not', null)
      .orderBy('offer.id')
      .executeTakeFirstOrThrow();
    const franchisor = await db.selectFrom('franchisor').select('id').executeTakeFirstOrThrow();
    const { codes } = await generateActivationCodes(db, { count: 200, days: 30 });
    context = {
      memberEmail: fresh.user.email,
      memberPassword: fresh.user.password,
      voucherId: fresh.voucherId,
      franchisorId: franchisor.id,
      codes,
      ...offer,
    };
  });

  it('finds every route of the contract in the app', () => {
    const known = new Set(routesOf(testApp().app).map((route) => shape(route.path)));
    const missing = contractPaths().filter((path) => !known.has(shape(path)));
    expect(missing).toEqual([]);
    expect(known.size).toBeGreaterThan(30);
  });

  // Before the generated requests, which use up the fixed per-minute limits of some routes.
  describe('the 64 KB body limit', () => {
    const postRoutes = () => routesOf(testApp().app).filter((route) => route.method === 'POST');

    it('refuses a larger body on every POST route with 413 JSON and writes nothing', async () => {
      const { app } = testApp();
      const cookie = await ensureMember();
      const before = await databasePicture({ ignoreLoginCounters: false });
      const property = fc.asyncProperty(
        fc.constantFrom(...postRoutes()),
        fc.integer({ min: BODY_LIMIT + 1, max: 4 * BODY_LIMIT }),
        fc.boolean(),
        async (route, size, asJson) => {
          const filler = 'x'.repeat(size);
          const payload = asJson
            ? `${JSON.stringify({ filler })}`.slice(0, size - 2) + '"}'
            : filler;
          const url = route.path.replace(/:[^/]+/g, '1');
          const response = await app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/json', cookie },
            payload,
          });
          expect(response.statusCode, `${url} ${size}`).toBe(413);
          expect(response.json()).toEqual({
            code: ErrorCode.payloadTooLarge,
            message: expect.any(String),
          });
        },
      );
      await fc.assert(property, { seed: SEED, numRuns: RUNS * 2 });
      expect(await databasePicture({ ignoreLoginCounters: false })).toEqual(before);
    }, 60_000);

    it('counts bytes, not characters, and reads up to the limit itself', async () => {
      const { app } = testApp();
      const bodyOf = (text: string) =>
        app.inject({
          method: 'POST',
          url: ApiPath.account.forgotPassword,
          headers: { 'content-type': 'application/json' },
          payload: text,
        });
      const wrap = (fill: string) => `{"emailAddress":"${fill}"}`;
      const padding = BODY_LIMIT - wrap('').length;
      // Exactly at the limit the body is read (and refused by the schema for its length).
      expect((await bodyOf(wrap('x'.repeat(padding)))).statusCode).toBe(400);
      expect((await bodyOf(wrap('x'.repeat(padding + 1)))).statusCode).toBe(413);
      // Three bytes per character: under the limit in characters, over it in bytes.
      expect((await bodyOf(wrap('€'.repeat(Math.ceil(padding / 3) + 1)))).statusCode).toBe(413);
    });

    it('refuses a streamed body without Content-Length once it passes the limit', async () => {
      const { app } = testApp();
      const chunks = Array.from({ length: 40 }, () => Buffer.alloc(4096, 0x20));
      const response = await app.inject({
        method: 'POST',
        url: ApiPath.account.forgotPassword,
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        payload: Readable.from(chunks),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: ErrorCode.payloadTooLarge });
    });
  });

  it('never answers 5xx, always refuses in the JSON error shape, and a refusal writes nothing', async () => {
    const routes = routesOf(testApp().app);
    let last: {
      picture: Awaited<ReturnType<typeof databasePicture>>;
      ignoreLoginCounters: boolean;
      at: number;
    } | null = null;
    for (const [index, route] of routes.entries()) {
      const started = Date.now();
      const seed = SEED + index;
      const key = routeKey(route);
      const property = fc.asyncProperty(requestsFor(route), async (generated) => {
        await cookieOf(generated.identity);
        const ignoreLoginCounters = route.path === ApiPath.account.login;
        // The picture taken after a refused request is still current unless something was written.
        const before =
          last && last.ignoreLoginCounters === ignoreLoginCounters && last.at === identityWrites
            ? last.picture
            : await databasePicture({ ignoreLoginCounters });
        const { request, sentBody, response } = await send(route, generated);
        const what = `${key} ${JSON.stringify(request).slice(0, 600)}`;
        tally(key, response.statusCode);
        expectErrorShape(response, what);
        last = null;
        if (response.statusCode >= 400) {
          const after = await databasePicture({ ignoreLoginCounters });
          expect(after, what).toEqual(before);
          last = { picture: after, ignoreLoginCounters, at: identityWrites };
        } else if (route.path === ApiPath.account.forgotPassword) {
          await settleMail(sentBody, before.counts.outbox ?? 0);
        }
      });
      const result = await fc.check(property, { seed, numRuns: RUNS });
      if (result.failed) {
        throw new Error(
          `${key}: replay with FC_SEED=${SEED} (this route's seed ${seed}, path ${result.counterexamplePath})\n` +
            `${fc.defaultReportMessage(result)}\n${String(result.errorInstance)}`,
        );
      }
      milliseconds[key] = Date.now() - started;
    }
    if (process.env.FC_STATS) console.warn(statuses, milliseconds);
  }, 180_000);

  it('answers any method on any path with JSON, never 5xx', async () => {
    const { app } = testApp();
    const segments = [
      ...new Set(routesOf(app).flatMap((route) => route.path.split('/').filter(Boolean))),
    ];
    const segment = fc.oneof(fc.constantFrom(...segments), hostileString.map(urlPart), rawUrlPart);
    const property = fc.asyncProperty(
      fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'SEARCH'),
      fc.array(segment, { minLength: 1, maxLength: 6 }),
      fc.option(rawBody, { freq: 2 }),
      async (method, parts, body) => {
        const request: InjectOptions = {
          method,
          url: `/${parts.join('/')}`,
          headers: { 'content-type': 'application/json' },
          ...(body === null ? {} : { payload: body }),
        };
        const response = await app.inject(request);
        const what = JSON.stringify(request).slice(0, 400);
        expect(response.statusCode, what).toBeLessThan(500);
        if (method !== 'HEAD') expectErrorShape(response, what);
      },
    );
    await fc.assert(property, { seed: SEED, numRuns: RUNS * 6 });
  }, 60_000);

  describe('inputs the generators found (PostgreSQL answered 500 to each)', () => {
    it('refuses ids beyond a 32-bit integer in paths, queries and bodies with 400', async () => {
      const { app } = testApp();
      const cookie = await ensureMember();
      const huge = 2_147_483_648;
      const answers = [
        await getJsonAs(ApiPath.market.get(huge)),
        await getJsonAs(ApiPath.catalog.merchant(huge)),
        await getJsonAs(ApiPath.catalog.categories(huge)),
        await getJsonAs(`${ApiPath.catalog.merchantsAll}?marketId=${huge}`),
        await getJsonAs(`${ApiPath.catalog.merchantsInCategory}?marketId=1&categoryId=${huge}`),
        await getJsonAs(`${ApiPath.catalog.merchantsByFranchisor}?marketId=1&franchisorId=${huge}`),
        await getJsonAs(ApiPath.account.activation(Number.MAX_SAFE_INTEGER), cookie),
        await postAs(ApiPath.account.setMarket, { marketId: 4_294_967_296 }, cookie),
        await postAs(ApiPath.catalog.redeem, { offerId: huge, activationVoucherId: 1 }, cookie),
        await postAs(
          ApiPath.account.activateSubscription,
          { subscriptionTypeCode: huge, sourcePayload: cardPayload(SandboxCards.visa) },
          cookie,
        ),
      ];
      for (const response of answers) {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({ code: ErrorCode.validation });
      }
      // The largest id is still an id: not found, not refused.
      expect((await app.inject({ url: ApiPath.market.get(2_147_483_647) })).statusCode).toBe(404);
    });

    it('refuses text holding NUL with 400 and writes nothing', async () => {
      const cookie = await ensureMember();
      const before = await databasePicture({ ignoreLoginCounters: false });
      const answers = [
        await postAs(
          ApiPath.account.profileUpdate,
          { emailAddress: context.memberEmail, firstName: 'Ana\u0000' },
          cookie,
        ),
        await postAs(ApiPath.account.forgotPassword, { emailAddress: 'a\u0000@example.com' }),
        await postAs(ApiPath.account.forgotPassword, { emailAddress: 'x', ['k\u0000']: 1 }),
      ];
      for (const response of answers) {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({ code: ErrorCode.validation });
      }
      // In the Basic header of a login it is simply a wrong email.
      const login = await loginRequest(testApp().app, 'a\u0000b@example.com', 'Valid#Pass1');
      expect(login.statusCode).toBe(401);
      expect(await databasePicture({ ignoreLoginCounters: false })).toEqual(before);
      // An escaped backslash before "u0000" is not NUL.
      const text = await postAs(ApiPath.account.forgotPassword, { emailAddress: '\\u0000' });
      expect(text.statusCode).toBe(200);
    });

    it('answers a broken %-escape or an over-long path parameter in the JSON error shape', async () => {
      const { app } = testApp();
      const answers = [
        await app.inject({ url: '/api/market/get/%ZZ' }),
        await app.inject({ url: '/%' }),
        await app.inject({ url: `/api/market/get/${'1'.repeat(200)}` }),
      ];
      expect(answers.map((response) => response.statusCode)).toEqual([400, 400, 414]);
      for (const response of answers) {
        expect(response.json()).toEqual({
          code: ErrorCode.validation,
          message: expect.any(String),
        });
      }
    });
  });
});

function getJsonAs(url: string, cookie?: string) {
  return testApp().app.inject({ url, headers: cookie ? { cookie } : {} });
}

function postAs(url: string, body: unknown, cookie?: string) {
  return testApp().app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(body),
  });
}
