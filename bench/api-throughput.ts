/**
 * API throughput (issue #7, item 3), side by side in one run on SQLite:
 *
 * - GET /api/merchant/getCategory for a category of 1,000 merchants, GET /api/merchant/getAll for
 *   that market, and a nearby-first page (limit=50) of the category, each against `/bench/precomputed/<name>`: a bare route in the same server
 *   process that answers the same bytes, stored at start (bench/lib/app-process-main.ts). Both go
 *   through the same Fastify hooks and compression; the ratio real/bare is what the route's own
 *   work (queries, mapping, response validation and serialisation) costs. Measured without
 *   compression and with a browser's Accept-Encoding (br), 10 connections, in the order real,
 *   bare, bare, real so that a shared machine's changing load weighs on both alike. The steps of
 *   getCategory are also timed one by one in this process.
 * - POST /api/merchant/offer/redeem, each request a different (member, offer) pair for members
 *   activated with book codes, sent as the web app does (session cookie, JSON, Origin).
 * - POST /api/account/login with Basic auth and an empty JSON body; the argon2 cost (one
 *   hashPassword and one verifyPassword, timed in this process) is reported beside it.
 *
 * The scratch database gets the demo data and then, through the operator import
 * (`npm run cli -- import <file>`), deterministic merchants that bring Austin's Dining category to
 * exactly 1,000 merchants. autocannon runs in this process; the server runs in a child process.
 *
 * Usage: npm run bench:api   (BENCH_API_SECONDS=<n>: length of each of the four runs per list,
 * real, bare, bare, real; default 4)
 */
import {
  encodeBasicAuth,
  redemptionSchema,
  RedemptionApi,
  AccountApi,
  CatalogApi,
} from '@citybook/contract';
import { hashPassword, verifyPassword } from '../apps/server/src/modules/account/index.ts';
import { startAppProcess, type AppProcess } from './lib/app-process.ts';
import {
  mergeRuns,
  runAutocannon,
  runPostEach,
  throughputText,
  type Throughput,
} from './lib/autocannon.ts';
import { catalogIds } from './lib/catalog-ids.ts';
import { catalogForCategoryOfSize } from './lib/category-of-size.ts';
import { categorySteps } from './lib/category-steps.ts';
import { generateCodes, jsonHeaders } from './lib/members.ts';
import { report } from './lib/results.ts';
import { scratchDatabaseWithCatalog } from './lib/scratch-catalog.ts';
import { signUpLogInAndActivate, type SignedUpMember } from './lib/signed-up-members.ts';
import { median, roundToTenth, timed } from './lib/timing.ts';
import { compressedLength } from './lib/wire-bytes.ts';

const MARKET = 'austin';
const CATEGORY = 'dining';
const CATEGORY_SIZE = 1000;
const PAGE = 50;
/** Downtown Austin, a few blocks from the market centre: where a member stands. */
const POSITION = { latitude: 30.2747, longitude: -97.7404 };
/** Each side-by-side measurement is two runs of this length per route (real, bare, bare, real). */
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 4);
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 10;
const MEMBERS = 10;
const REDEEMS = 4000;
const LOGINS = 300;
const ARGON2_RUNS = 10;
/** What Chromium sends. */
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

type Lists = Record<string, string>;
interface SideBySide {
  real: Throughput;
  bare: Throughput;
  ratio: number;
}

const bareUrlOf = (server: AppProcess, name: string) =>
  `${server.baseUrl}/bench/precomputed/${name}`;

/** Each list's bytes, merchants and bytes on the wire; the bare route must answer the same bytes. */
async function listSizes(server: AppProcess, lists: Lists) {
  const sizes: Record<string, { bytes: number; merchants: number; brBytes: number }> = {};
  for (const [name, url] of Object.entries(lists)) {
    const real = await (await fetch(`${server.baseUrl}${url}`)).text();
    const bare = await (await fetch(bareUrlOf(server, name))).text();
    if (real !== bare) throw new Error(`${name}: the bare route answers other bytes`);
    sizes[name] = {
      bytes: Buffer.byteLength(real),
      merchants: (JSON.parse(real) as unknown[]).length,
      brBytes: await compressedLength(`${server.baseUrl}${url}`, BROWSER_ENCODING),
    };
  }
  return sizes;
}

/** Each list, real against bare, without compression and as a browser asks for it. */
async function sideBySide(server: AppProcess, lists: Lists) {
  const side: Record<string, Record<string, SideBySide>> = {};
  for (const [encoding, accept] of [
    ['identity', undefined],
    ['br', BROWSER_ENCODING],
  ] as const) {
    const headers: Record<string, string> = accept ? { 'accept-encoding': accept } : {};
    const byList: Record<string, SideBySide> = {};
    for (const [name, url] of Object.entries(lists)) {
      const realUrl = `${server.baseUrl}${url}`;
      const bareUrl = bareUrlOf(server, name);
      for (const warm of [realUrl, bareUrl]) {
        await runAutocannon({
          url: warm,
          connections: CONNECTIONS,
          duration: WARM_UP_SECONDS,
          headers,
        });
      }
      // real, bare, bare, real: a machine getting busier or quieter weighs on both alike.
      const run = (url: string) =>
        runAutocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
      const real1 = await run(realUrl);
      const bare1 = await run(bareUrl);
      const bare2 = await run(bareUrl);
      const real2 = await run(realUrl);
      const real = mergeRuns(real1, real2);
      const bare = mergeRuns(bare1, bare2);
      byList[name] = {
        real,
        bare,
        ratio: Math.round((real.requestsPerSecond / bare.requestsPerSecond) * 1000) / 1000,
      };
      process.stderr.write(
        `  ${name} (${encoding}): real ${throughputText(real)}; bare ${throughputText(bare)}\n`,
      );
    }
    side[encoding] = byList;
  }
  return side;
}

/** Every request a (member, offer) pair not redeemed before. */
async function redeemLoad(server: AppProcess, members: SignedUpMember[], offerIds: number[]) {
  if (offerIds.length * members.length < REDEEMS) throw new Error('too few offers');
  const url = `${server.baseUrl}${RedemptionApi.redeem.path}`;
  const redeem = await runPostEach(url, { connections: CONNECTIONS, amount: REDEEMS }, (n) => {
    const member = members[n % members.length];
    const offerId = offerIds[Math.floor(n / members.length)];
    if (!member || offerId === undefined) throw new Error('ran out of offers');
    return {
      headers: jsonHeaders(server.baseUrl, member.cookie),
      body: JSON.stringify({ offerId, activationVoucherId: member.voucherId }),
    };
  });
  process.stderr.write(`  redeem: ${throughputText(redeem)}\n`);
  // One more by hand, to be sure the answers are redemptions.
  const spare = members[0];
  const spareOffer = offerIds[offerIds.length - 1];
  if (spare && spareOffer !== undefined) {
    const answer = await fetch(url, {
      method: 'POST',
      headers: jsonHeaders(server.baseUrl, spare.cookie),
      body: JSON.stringify({ offerId: spareOffer, activationVoucherId: spare.voucherId }),
    });
    redemptionSchema.parse(await answer.json());
  }
  return redeem;
}

async function loginLoad(server: AppProcess, members: SignedUpMember[]) {
  const url = `${server.baseUrl}${AccountApi.login.path}`;
  const login = await runPostEach(url, { connections: CONNECTIONS, amount: LOGINS }, (n) => {
    const member = members[n % members.length];
    if (!member) throw new Error('no member');
    return {
      headers: { ...jsonHeaders(server.baseUrl), authorization: encodeBasicAuth(member) },
      body: '',
    };
  });
  process.stderr.write(`  login: ${throughputText(login)}\n`);
  return login;
}

/** argon2 alone, in this process, one call at a time. */
async function argon2Cost() {
  const hashMs: number[] = [];
  const verifyMs: number[] = [];
  const stored = await hashPassword('Bench#Password1');
  for (let i = 0; i < ARGON2_RUNS; i += 1) {
    hashMs.push(await timed(() => hashPassword(`Bench#Password${String(i)}`)));
    verifyMs.push(await timed(() => verifyPassword(stored, 'Bench#Password1')));
  }
  return {
    hashMedianMs: roundToTenth(median(hashMs)),
    verifyMedianMs: roundToTenth(median(verifyMs)),
  };
}

async function main(): Promise<void> {
  const databaseUrl = await scratchDatabaseWithCatalog(
    catalogForCategoryOfSize({
      prefix: 'bench-api',
      market: MARKET,
      category: CATEGORY,
      size: CATEGORY_SIZE,
      city: 'Austin',
      state: 'TX',
      seed: 7003,
    }),
  );
  const codes = await generateCodes(databaseUrl, MEMBERS);
  const ids = await catalogIds(databaseUrl, { market: MARKET, category: CATEGORY });
  if (ids.inCategory !== CATEGORY_SIZE)
    throw new Error(`the category has ${String(ids.inCategory)} merchants`);

  const position = `latitude=${String(POSITION.latitude)}&longitude=${String(POSITION.longitude)}`;
  const steps = await categorySteps(databaseUrl, ids, POSITION);
  const category = `${CatalogApi.getMerchantsInCategory.path}?marketId=${String(ids.marketId)}&categoryId=${String(ids.categoryId)}&${position}`;
  const lists = {
    // What the category screen asks for: the whole category, nearest first.
    getCategory: category,
    getAll: `${CatalogApi.getAllMerchants.path}?marketId=${String(ids.marketId)}`,
    // A nearby-first page of the same category, for comparison.
    getCategoryPage: `${category}&limit=${String(PAGE)}`,
  };
  // Each timed run ends with responses in flight, which the server logs as "premature close"
  // errors: expected here. Real failures are counted by autocannon (errors, non-2xx answers).
  const server = await startAppProcess(databaseUrl, lists, { LOG_LEVEL: 'fatal' });
  try {
    const sizes = await listSizes(server, lists);
    const side = await sideBySide(server, lists);
    const members = await Promise.all(
      codes.map((code, index) => signUpLogInAndActivate(server.baseUrl, index, code)),
    );
    const redeem = await redeemLoad(server, members, ids.offerIds);
    const login = await loginLoad(server, members);
    const argon2 = await argon2Cost();

    const figures = {
      database: 'sqlite',
      connections: CONNECTIONS,
      secondsPerMeasurement: SECONDS,
      market: { slug: MARKET, id: ids.marketId, merchants: ids.inMarket },
      category: { slug: CATEGORY, id: ids.categoryId, merchants: ids.inCategory },
      lists: Object.fromEntries(
        Object.entries(lists).map(([name, url]) => [name, { url, ...sizes[name] }]),
      ),
      sideBySide: side,
      getCategorySteps: steps,
      redeem: { members: members.length, ...redeem },
      login: { ...login, argon2 },
      goal: 'real/bare requests per second >= 0.5 for both lists on SQLite',
    };
    const ratioText = (encoding: 'identity' | 'br') =>
      Object.entries(side[encoding] ?? {})
        .map(
          ([name, r]) =>
            `${name} ${String(Math.round(r.real.requestsPerSecond))}/${String(Math.round(r.bare.requestsPerSecond))} req/s = ${String(r.ratio)}`,
        )
        .join(', ');
    // The goal is for the two whole lists; the page is shown for comparison.
    const goalRatios = Object.values(side).flatMap((byList) =>
      ['getCategory', 'getAll'].map((name) => byList[name]?.ratio ?? 0),
    );
    const met = goalRatios.every((r) => r >= 0.5);
    report(
      'api-throughput',
      { ...figures, goalMet: met },
      `SQLite, ${String(CONNECTIONS)} connections, real/bare req/s (category of ` +
        `${String(ids.inCategory)} merchants ${kb(sizes.getCategory?.bytes)}, market of ` +
        `${String(ids.inMarket)} ${kb(sizes.getAll?.bytes)}, page of ${String(PAGE)}): ` +
        `identity ${ratioText('identity')}; br ${ratioText('br')} ` +
        `(goal >= 0.5 for the whole lists: ${met ? 'met' : 'NOT met'}); getCategory p50/p99 ` +
        `${String(side.identity?.getCategory?.real.latencyP50Ms)}/` +
        `${String(side.identity?.getCategory?.real.latencyP99Ms)} ms (steps: render once per ` +
        `catalogue version ${String(steps.renderOncePerVersionMs)}, then per answer version + ` +
        `cached list ${String(steps.versionAndCachedListMs)}, nearest first ` +
        `${String(steps.nearestFirstMs)}, JSON bytes ${String(steps.jsonBytesMs)} ms); ` +
        `redeem ${throughputText(redeem)}; login ${throughputText(login)} ` +
        `(argon2id hash ${String(argon2.hashMedianMs)} ms, verify ${String(argon2.verifyMedianMs)} ms)`,
    );
  } finally {
    await server.stop();
  }
}

const kb = (bytes: number | undefined): string =>
  bytes === undefined ? '?' : `${String(Math.round(bytes / 1000))} KB`;

await main();
