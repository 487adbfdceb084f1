/**
 * Scale curve (issue #7, item 4): the merchant list calls with 1,000, 10,000 and 100,000
 * merchants in one market, on SQLite and, when BENCH_DATABASE_URL=postgres://… is set (a server
 * where the user may create databases), on PostgreSQL too. Each size gets a fresh database (the
 * demo data, then a market of its own filled with Kysely in batches: merchants spread around the
 * centre, denser near it, a tenth of them locations of 20 chains, one to three offers each;
 * PostgreSQL's is then vacuumed and analysed, as autovacuum would soon do, and dropped at the end).
 *
 * Calls, through the real app in this process (`app.inject`, no compression), from a member a few
 * miles from the centre:
 * - the nearby-first pages (`limit=50`) of getCategory and getAll: median of 200 sequential
 *   requests after 20 warm-up ones; the goal is a growth of at most 3× from 1k to 100k;
 * - the whole category and the whole market (what the map loads): median of a few requests, to
 *   show how they grow with the data (they answer every merchant, so they grow with it).
 * All sizes are open at once and measured interleaved, so a shared machine's changing load weighs
 * on each size alike.
 *
 * Usage: npm run bench:scale   (BENCH_SCALE_SIZES=1000,10000 for a shorter run; BENCH_SCALE_KEEP=1
 * keeps the scratch databases and prints their URLs, for EXPLAIN)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CompiledQuery, type Insertable, type Kysely } from 'kysely';
import pg from 'pg';
import { ApiPath } from '@citybook/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import type { DB } from '../apps/server/src/db/schema.ts';
import {
  generateMerchants,
  generatedChains,
  GENERATED_BOOK_ENDS,
  type Centre,
  type GeneratedMerchant,
} from './lib/generated-merchants.ts';
import { report } from './lib/results.ts';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '1000,10000,100000')
  .split(',')
  .map((size) => Number(size));
const PAGE = 50;
const SAMPLES = 200;
const WARM_UP = 20;
/** The whole lists answer every merchant: a few requests are enough to see them grow. */
const WHOLE_SAMPLES = 3;
const GOAL_GROWTH = 3;

/** A market of its own, centred on Dallas: a metro area about 60 miles across. */
const MARKET = { slug: 'scale-bench', title: 'Scale Bench, TX', radiusMiles: 30 };
const CENTRE: Centre = { latitude: 32.7767, longitude: -96.797 };
const MAX_MILES = 28;
/** A member about 2.5 miles north-east of the centre. */
const POSITION = { latitude: 32.8022, longitude: -96.7717 };

interface Target {
  dialect: 'sqlite' | 'postgres';
  create(size: number): Promise<{ url: string; drop(): Promise<void> }>;
}

const sqliteTarget: Target = {
  dialect: 'sqlite',
  async create() {
    const dir = mkdtempSync(path.join(tmpdir(), 'citybook-bench-scale-'));
    return {
      url: `sqlite:${path.join(dir, 'scale.sqlite')}`,
      drop: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
    };
  },
};

function postgresTarget(adminUrl: string): Target {
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    dialect: 'postgres',
    async create(size) {
      const name = `citybook_bench_scale_${String(size)}_${String(process.pid)}`;
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        url: url.toString(),
        drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      };
    },
  };
}

const BATCH = 500;
const vacuumAnalyze = CompiledQuery.raw('VACUUM ANALYZE');

/** The scale market with `size` merchants and their offers, in one transaction. */
async function fill(
  db: Kysely<DB>,
  size: number,
): Promise<{ marketId: number; categoryId: number }> {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const market = await trx
      .insertInto('market')
      .values({
        slug: MARKET.slug,
        title: MARKET.title,
        latitude: CENTRE.latitude,
        longitude: CENTRE.longitude,
        radius_miles: MARKET.radiusMiles,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const categories = await trx
      .selectFrom('category')
      .select(['id', 'slug'])
      .orderBy('id')
      .execute();
    const categoryIds = new Map(categories.map((c) => [c.slug, c.id]));
    const chains = generatedChains('scale', 20);
    const chainRows = await trx
      .insertInto('franchisor')
      .values(chains)
      .returning(['id', 'slug'])
      .execute();
    const chainIds = new Map(chainRows.map((c) => [c.slug, c.id]));

    const merchants = generateMerchants({
      prefix: 'scale',
      count: size,
      centre: CENTRE,
      maxMiles: MAX_MILES,
      categories: categories.map((c) => c.slug),
      chains,
      chainShare: 0.1,
      city: 'Dallas',
      state: 'TX',
      seed: 4004,
    });
    let batch: GeneratedMerchant[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const rows: Insertable<DB['merchant']>[] = batch.map((m) => ({
        slug: m.slug,
        market_id: market.id,
        category_id: categoryIds.get(m.category) ?? 0,
        franchisor_id: m.franchisor === null ? null : (chainIds.get(m.franchisor) ?? null),
        title: m.title,
        latitude: m.latitude,
        longitude: m.longitude,
        address1: m.address1,
        address2: m.address2,
        city: m.city,
        state: m.state,
        zip: m.zip,
        telephone: m.telephone,
        website: m.website,
        logo: m.logo,
        ad_spot_offer_expiration_date: GENERATED_BOOK_ENDS,
        updated_at: now,
      }));
      const ids = await trx.insertInto('merchant').values(rows).returning(['id', 'slug']).execute();
      const idOf = new Map(ids.map((row) => [row.slug, row.id]));
      const offers: Insertable<DB['offer']>[] = batch.flatMap((m) =>
        m.offers.map((offer) => ({
          slug: offer.slug,
          merchant_id: idOf.get(m.slug) ?? 0,
          category_id: categoryIds.get(m.category) ?? 0,
          title: offer.title,
          exclusion: offer.exclusion,
          redemption_data_type_code: 1,
          redemption_data: offer.redemptionData,
          savings_cents: offer.savings * 100,
          ad_spot_offer_expiration_date: GENERATED_BOOK_ENDS,
          sort_order: offer.sortOrder,
          updated_at: now,
        })),
      );
      await trx.insertInto('offer').values(offers).execute();
      batch = [];
    };
    for (const merchant of merchants) {
      batch.push(merchant);
      if (batch.length === BATCH) await flush();
    }
    await flush();
    const first = categories[0];
    if (!first) throw new Error('the demo data has no category');
    return { marketId: market.id, categoryId: first.id };
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (i: number): number => sorted[i] ?? Number.NaN;
  return sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

interface Timing {
  url: string;
  merchants: number;
  bytes: number;
  samples: number;
  medianMs: number;
  p90Ms: number;
}

type Call = 'categoryPage' | 'allPage' | 'wholeCategory' | 'wholeMarket';
const CALLS: { call: Call; warmUp: number; samples: number }[] = [
  { call: 'categoryPage', warmUp: WARM_UP, samples: SAMPLES },
  { call: 'allPage', warmUp: WARM_UP, samples: SAMPLES },
  { call: 'wholeCategory', warmUp: 1, samples: WHOLE_SAMPLES },
  { call: 'wholeMarket', warmUp: 1, samples: WHOLE_SAMPLES },
];

/** One size, ready to answer: its scratch database and the real app on it. */
interface Prepared {
  size: number;
  fillSeconds: number;
  app: FastifyInstance;
  urls: Record<Call, string>;
  release(): Promise<void>;
}

async function prepare(target: Target, size: number): Promise<Prepared> {
  const scratch = await target.create(size);
  const release = async () => {
    if (process.env.BENCH_SCALE_KEEP === '1') process.stderr.write(`  kept ${scratch.url}\n`);
    else await scratch.drop();
  };
  try {
    const database = await prepareDatabase(scratch.url, { seed: true });
    const began = performance.now();
    const { marketId, categoryId } = await fill(database.db, size);
    // After such a load PostgreSQL's autovacuum would soon vacuum and analyse the table.
    if (database.dialect === 'postgres') await database.db.executeQuery(vacuumAnalyze);
    const fillSeconds = Math.round((performance.now() - began) / 100) / 10;
    const config = loadConfig({
      DATABASE_URL: scratch.url,
      LOG_LEVEL: 'silent',
      WEB_DIST: mkdtempSync(path.join(tmpdir(), 'citybook-bench-no-web-')),
      RENEWAL_INTERVAL_MINUTES: '0',
    });
    const app = await buildApp({ config, database });
    await app.ready();
    const position = `latitude=${String(POSITION.latitude)}&longitude=${String(POSITION.longitude)}`;
    const category = `${ApiPath.catalog.merchantsInCategory}?marketId=${String(marketId)}&categoryId=${String(categoryId)}&${position}`;
    const all = `${ApiPath.catalog.merchantsAll}?marketId=${String(marketId)}&${position}`;
    process.stderr.write(
      `  ${target.dialect} ${String(size)}: filled in ${String(fillSeconds)} s\n`,
    );
    return {
      size,
      fillSeconds,
      app,
      urls: {
        categoryPage: `${category}&limit=${String(PAGE)}`,
        allPage: `${all}&limit=${String(PAGE)}`,
        wholeCategory: category,
        wholeMarket: all,
      },
      async release() {
        await app.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * Times one call on every size, interleaved (1k, 10k, 100k, 10k, 100k, 1k, …), so that the load
 * of a shared machine weighs on all sizes alike and the growth factor stays meaningful.
 */
async function timeCall(
  sizes: Prepared[],
  call: Call,
  warmUp: number,
  samples: number,
): Promise<Timing[]> {
  const ms = sizes.map((): number[] => []);
  const shape = sizes.map(() => ({ merchants: 0, bytes: 0 }));
  const once = async (index: number) => {
    const prepared = sizes[index];
    if (!prepared) throw new Error('no such size');
    const url = prepared.urls[call];
    const began = performance.now();
    const response = await prepared.app.inject({ method: 'GET', url });
    const elapsed = performance.now() - began;
    if (response.statusCode !== 200)
      throw new Error(`GET ${url} answered ${String(response.statusCode)}`);
    shape[index] = {
      merchants: response.json<unknown[]>().length,
      bytes: response.rawPayload.length,
    };
    return elapsed;
  };
  for (let round = 0; round < warmUp + samples; round += 1) {
    for (let k = 0; k < sizes.length; k += 1) {
      const index = (round + k) % sizes.length;
      const elapsed = await once(index);
      if (round >= warmUp) ms[index]?.push(elapsed);
    }
  }
  const round2 = (value: number) => Math.round(value * 100) / 100;
  return sizes.map((prepared, index) => ({
    url: prepared.urls[call],
    merchants: shape[index]?.merchants ?? 0,
    bytes: shape[index]?.bytes ?? 0,
    samples,
    medianMs: round2(median(ms[index] ?? [])),
    p90Ms: round2(percentile(ms[index] ?? [], 90)),
  }));
}

interface SizeResult {
  size: number;
  fillSeconds: number;
  categoryPage: Timing;
  allPage: Timing;
  wholeCategory: Timing;
  wholeMarket: Timing;
}

async function measure(target: Target): Promise<SizeResult[]> {
  const sizes: Prepared[] = [];
  try {
    for (const size of SIZES) sizes.push(await prepare(target, size));
    const timings = {} as Record<Call, Timing[]>;
    for (const { call, warmUp, samples } of CALLS) {
      timings[call] = await timeCall(sizes, call, warmUp, samples);
      process.stderr.write(
        `  ${target.dialect} ${call}: ` +
          timings[call]
            .map(
              (t, i) =>
                `${String(sizes[i]?.size)} → ${String(t.medianMs)} ms (${String(t.merchants)})`,
            )
            .join(', ') +
          '\n',
      );
    }
    return sizes.map((prepared, index) => {
      const pick = (call: Call): Timing => {
        const timing = timings[call][index];
        if (!timing) throw new Error(`no ${call} timing`);
        return timing;
      };
      return {
        size: prepared.size,
        fillSeconds: prepared.fillSeconds,
        categoryPage: pick('categoryPage'),
        allPage: pick('allPage'),
        wholeCategory: pick('wholeCategory'),
        wholeMarket: pick('wholeMarket'),
      };
    });
  } finally {
    for (const prepared of sizes) await prepared.release();
  }
}

async function main(): Promise<void> {
  const targets = [sqliteTarget];
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl?.startsWith('postgres')) targets.push(postgresTarget(adminUrl));

  const results: Record<string, { sizes: SizeResult[]; growth: Record<string, number> }> = {};
  for (const target of targets) {
    const sizes = await measure(target);
    const first = sizes[0];
    const last = sizes[sizes.length - 1];
    const growth = (pick: (s: SizeResult) => Timing) =>
      first && last ? Math.round((pick(last).medianMs / pick(first).medianMs) * 100) / 100 : NaN;
    results[target.dialect] = {
      sizes,
      growth: {
        categoryPage: growth((s) => s.categoryPage),
        allPage: growth((s) => s.allPage),
        wholeCategory: growth((s) => s.wholeCategory),
        wholeMarket: growth((s) => s.wholeMarket),
      },
    };
  }

  const span = `${String(SIZES[0])}→${String(SIZES[SIZES.length - 1])}`;
  const met = Object.values(results).every(
    (r) =>
      (r.growth.categoryPage ?? Infinity) <= GOAL_GROWTH &&
      (r.growth.allPage ?? Infinity) <= GOAL_GROWTH,
  );
  const text = Object.entries(results)
    .map(
      ([dialect, r]) =>
        `${dialect}: category page ${r.sizes.map((s) => String(s.categoryPage.medianMs)).join('/')} ms ` +
        `(×${String(r.growth.categoryPage)}), market page ` +
        `${r.sizes.map((s) => String(s.allPage.medianMs)).join('/')} ms (×${String(r.growth.allPage)}), ` +
        `whole market ${r.sizes.map((s) => String(Math.round(s.wholeMarket.medianMs))).join('/')} ms ` +
        `(×${String(r.growth.wholeMarket)})`,
    )
    .join('; ');
  report(
    'scale',
    {
      sizes: SIZES,
      page: PAGE,
      samples: SAMPLES,
      position: POSITION,
      goal: `nearby-first page (limit ${String(PAGE)}) median grows <= ${String(GOAL_GROWTH)}x from ${span} merchants`,
      results,
    },
    `medians for ${SIZES.map(String).join('/')} merchants, growth ${span}: ${text} ` +
      `(goal page growth <= ${String(GOAL_GROWTH)}x: ${met ? 'met' : 'NOT met'}` +
      `${results.postgres ? '' : '; PostgreSQL skipped: set BENCH_DATABASE_URL'})`,
  );
}

await main();
