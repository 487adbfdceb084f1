/**
 * Mixed API traffic for the load and crash benchmarks (issue #8 items 2 and 3): `connections`
 * clients, each sending one request after another for a while, as members do in the app:
 *
 * - browsing (60 %): merchants of a category near a point, all merchants of a market (half of them
 *   grouped by franchisor), one merchant; half of it with a member's session;
 * - logging in (10 %): Basic credentials and an empty JSON body from the app's origin; one in ten
 *   with an unknown email (expects 401);
 * - redeeming (30 %): a member redeems an offer on its voucher that it has never redeemed (expects
 *   200); one in ten repeats a pair that was answered 200 before (expects 409).
 *
 * Every redemption answered 200 is recorded with its id in a ledger, which the caller compares with
 * the database. When the run stops, each client finishes its request first, so no answer is lost.
 */
import http from 'node:http';
import { ApiPath, encodeBasicAuth } from '@citybook/contract';
import type { BrowseTargets } from './db.ts';
import { errorLabel, httpRequest, jsonOf, type HttpAnswer } from './http.ts';
import { jsonHeaders, type Member } from './members.ts';

export type Kind =
  'getCategory' | 'getAll' | 'merchant' | 'login' | 'loginUnknown' | 'redeem' | 'redeemRepeat';

/** Share of each kind in the mix (percent) and the status it must get. */
export const MIX: Record<Kind, { weight: number; expect: number }> = {
  getCategory: { weight: 25, expect: 200 },
  getAll: { weight: 10, expect: 200 },
  merchant: { weight: 25, expect: 200 },
  login: { weight: 9, expect: 200 },
  loginUnknown: { weight: 1, expect: 401 },
  redeem: { weight: 27, expect: 200 },
  redeemRepeat: { weight: 3, expect: 409 },
};

const KINDS = Object.keys(MIX) as Kind[];
const TOTAL_WEIGHT = KINDS.reduce((sum, kind) => sum + MIX[kind].weight, 0);

export interface Redeemed {
  id: number;
  voucherId: number;
  offerId: number;
}

/** What the clients know about redemptions; shared by the phases of one benchmark. */
export class RedemptionLedger {
  /** Pairs answered 200, by `voucher:offer`. */
  readonly answered = new Map<string, Redeemed & { member: number }>();
  private readonly answeredKeys: string[] = [];
  /** Redeem calls that got no answer (connection refused, reset, timed out): outcome unknown. */
  readonly unanswered: { voucherId: number; offerId: number; member: number; error: string }[] = [];
  /** Redeem calls in flight right now, by `voucher:offer`. */
  readonly inFlight = new Map<string, { voucherId: number; offerId: number; member: number }>();
  private readonly cursors: number[];
  private readonly starts: number[];

  constructor(
    readonly members: Member[],
    readonly offerIds: number[],
  ) {
    if (offerIds.length === 0) throw new Error('no redeemable offers');
    this.cursors = members.map(() => 0);
    this.starts = members.map(() => Math.floor(Math.random() * offerIds.length));
  }

  /** A (member, offer) pair never sent before, or null when every member has used every offer. */
  freshPair(): { member: number; offerId: number } | null {
    for (let attempt = 0; attempt < this.members.length; attempt++) {
      const member = Math.floor(Math.random() * this.members.length);
      const used = this.cursors[member]!;
      if (used >= this.offerIds.length) continue;
      this.cursors[member] = used + 1;
      const offerId = this.offerIds[(this.starts[member]! + used) % this.offerIds.length]!;
      return { member, offerId };
    }
    return null;
  }

  /** A pair answered 200 before, or null when there is none yet. */
  repeatPair(): (Redeemed & { member: number }) | null {
    if (this.answeredKeys.length === 0) return null;
    const key = this.answeredKeys[Math.floor(Math.random() * this.answeredKeys.length)]!;
    return this.answered.get(key) ?? null;
  }

  recordAnswered(member: number, redeemed: Redeemed): void {
    const key = `${String(redeemed.voucherId)}:${String(redeemed.offerId)}`;
    if (!this.answered.has(key)) this.answeredKeys.push(key);
    this.answered.set(key, { ...redeemed, member });
  }
}

export interface KindFigures {
  requests: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
  /** Calls without an answer, by socket error. */
  errors: Record<string, number>;
  /** Answers whose status was not the expected one. */
  unexpected: number;
  latencyMs: Percentiles;
}

export interface Percentiles {
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export interface LoadFigures {
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: Percentiles;
  statuses: Record<string, number>;
  errors: Record<string, number>;
  server5xx: number;
  unexpected: number;
  byKind: Record<Kind, KindFigures>;
  /** Unexpected answers, a few of each kind, for the report. */
  samples: { kind: Kind; status: number; body: string }[];
}

export interface LoadOptions {
  /** The server's address, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  connections: number;
  durationMs: number;
  ledger: RedemptionLedger;
  targets: BrowseTargets;
  /** Stops the run early: no new request is sent; those in flight finish or fail. */
  signal?: AbortSignal;
}

export function percentiles(values: number[]): Percentiles {
  if (values.length === 0) return { p50: 0, p90: 0, p99: 0, max: 0 };
  const sorted = Float64Array.from(values).sort();
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    p50: round(at(0.5)),
    p90: round(at(0.9)),
    p99: round(at(0.99)),
    max: round(sorted[sorted.length - 1]!),
  };
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** A point a few miles from the market's centre, as a phone in town would send. */
function nearby(market: { latitude: number; longitude: number }): string {
  const latitude = (market.latitude + (Math.random() - 0.5) * 0.2).toFixed(5);
  const longitude = (market.longitude + (Math.random() - 0.5) * 0.2).toFixed(5);
  return `latitude=${latitude}&longitude=${longitude}`;
}

function chooseKind(): Kind {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const kind of KINDS) {
    roll -= MIX[kind].weight;
    if (roll < 0) return kind;
  }
  return 'getCategory';
}

interface Action {
  kind: Kind;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** For redeem calls: who redeems what. */
  pair?: { member: number; voucherId: number; offerId: number };
}

/** Browsers ask for compressed answers; the server compresses what is over 1 KB. */
const BROWSER_ACCEPT = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

function nextAction(options: LoadOptions): Action {
  const { ledger, targets, baseUrl } = options;
  const members = ledger.members;
  let kind = chooseKind();
  if (kind === 'redeemRepeat' && ledger.answered.size === 0) kind = 'redeem';
  if (kind === 'redeem' || kind === 'redeemRepeat') {
    const pair = kind === 'redeem' ? ledger.freshPair() : ledger.repeatPair();
    if (pair) {
      const member = members[pair.member]!;
      return {
        kind,
        path: ApiPath.catalog.redeem,
        headers: jsonHeaders(baseUrl, member.cookie),
        body: JSON.stringify({ offerId: pair.offerId, activationVoucherId: member.voucherId }),
        pair: { member: pair.member, voucherId: member.voucherId, offerId: pair.offerId },
      };
    }
    kind = 'merchant';
  }
  if (kind === 'login' || kind === 'loginUnknown') {
    const member = pick(members);
    const email =
      kind === 'login' ? member.email : `nobody-${String(Math.random()).slice(2)}@example.com`;
    return {
      kind,
      path: ApiPath.account.login,
      headers: {
        ...jsonHeaders(baseUrl),
        authorization: encodeBasicAuth({ email, password: member.password }),
      },
      body: '',
    };
  }
  const headers: Record<string, string> = { ...BROWSER_ACCEPT };
  if (Math.random() < 0.5) headers.cookie = pick(members).cookie;
  const market = pick(targets.markets);
  if (kind === 'getAll') {
    const grouped = Math.random() < 0.5 ? '&groupByFranchisor=true' : '';
    return {
      kind,
      path: `${ApiPath.catalog.merchantsAll}?marketId=${String(market.id)}&${nearby(market)}${grouped}`,
      headers,
    };
  }
  if (kind === 'getCategory') {
    return {
      kind,
      path: `${ApiPath.catalog.merchantsInCategory}?marketId=${String(market.id)}&categoryId=${String(pick(targets.categoryIds))}&${nearby(market)}`,
      headers,
    };
  }
  return {
    kind: 'merchant',
    path: `${ApiPath.catalog.merchant(pick(targets.merchantIds))}?${nearby(market)}`,
    headers,
  };
}

function emptyKind(): KindFigures & { latencies: number[] } {
  return {
    requests: 0,
    statuses: {},
    errors: {},
    unexpected: 0,
    latencyMs: percentiles([]),
    latencies: [],
  };
}

const bump = (counts: Record<string, number>, key: string | number) => {
  counts[String(key)] = (counts[String(key)] ?? 0) + 1;
};

/** Runs the mix until `durationMs` has passed or `signal` aborts, then waits for every client. */
export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const { connections, durationMs, ledger, signal } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const kinds = Object.fromEntries(KINDS.map((kind) => [kind, emptyKind()])) as Record<
    Kind,
    ReturnType<typeof emptyKind>
  >;
  const samples: LoadFigures['samples'] = [];
  const began = performance.now();
  const deadline = began + durationMs;
  const stopped = () => performance.now() >= deadline || signal?.aborted === true;

  const handle = (action: Action, answer: HttpAnswer, into: ReturnType<typeof emptyKind>) => {
    bump(into.statuses, answer.status);
    let expected = answer.status === MIX[action.kind].expect;
    if (expected && action.kind === 'redeem' && action.pair) {
      try {
        const { id } = jsonOf<{ id: unknown }>(answer);
        if (typeof id !== 'number') throw new Error('no id');
        ledger.recordAnswered(action.pair.member, {
          id,
          voucherId: action.pair.voucherId,
          offerId: action.pair.offerId,
        });
      } catch {
        expected = false;
      }
    }
    if (!expected) {
      into.unexpected++;
      if (samples.filter((s) => s.kind === action.kind).length < 3) {
        samples.push({
          kind: action.kind,
          status: answer.status,
          body: answer.body.toString('utf8').slice(0, 300),
        });
      }
    }
  };

  const client = async (): Promise<void> => {
    while (!stopped()) {
      const action = nextAction(options);
      const into = kinds[action.kind];
      const key = action.pair
        ? `${String(action.pair.voucherId)}:${String(action.pair.offerId)}`
        : '';
      if (action.kind === 'redeem' && action.pair) ledger.inFlight.set(key, action.pair);
      const started = performance.now();
      try {
        const answer = await httpRequest(`${options.baseUrl}${action.path}`, {
          method: action.body === undefined ? 'GET' : 'POST',
          headers: action.headers,
          ...(action.body === undefined ? {} : { body: action.body }),
          agent,
        });
        into.latencies.push(performance.now() - started);
        into.requests++;
        handle(action, answer, into);
      } catch (error) {
        into.requests++;
        const label = errorLabel(error);
        bump(into.errors, label);
        if (action.kind === 'redeem' && action.pair) {
          ledger.unanswered.push({ ...action.pair, error: label });
        }
      } finally {
        if (action.kind === 'redeem') ledger.inFlight.delete(key);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  const seconds = (performance.now() - began) / 1000;
  agent.destroy();

  const statuses: Record<string, number> = {};
  const errors: Record<string, number> = {};
  const all: number[] = [];
  let requests = 0;
  let unexpected = 0;
  const byKind = {} as Record<Kind, KindFigures>;
  for (const kind of KINDS) {
    const { latencies, ...figures } = kinds[kind];
    for (const [status, count] of Object.entries(figures.statuses)) {
      statuses[status] = (statuses[status] ?? 0) + count;
    }
    for (const [label, count] of Object.entries(figures.errors)) {
      errors[label] = (errors[label] ?? 0) + count;
    }
    for (const ms of latencies) all.push(ms);
    requests += figures.requests;
    unexpected += figures.unexpected;
    byKind[kind] = { ...figures, latencyMs: percentiles(latencies) };
  }
  const server5xx = Object.entries(statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    connections,
    seconds: Math.round(seconds * 10) / 10,
    requests,
    requestsPerSecond: Math.round(requests / seconds),
    latencyMs: percentiles(all),
    statuses,
    errors,
    server5xx,
    unexpected,
    byKind,
    samples,
  };
}

/** One line: requests, rate, latency and answers of a run. */
export function describeLoad(figures: LoadFigures): string {
  const errors = Object.values(figures.errors).reduce((sum, n) => sum + n, 0);
  return (
    `${String(figures.requests)} requests in ${String(figures.seconds)} s over ${String(figures.connections)} connections ` +
    `(${String(figures.requestsPerSecond)} req/s), latency p50 ${String(figures.latencyMs.p50)} ms ` +
    `p99 ${String(figures.latencyMs.p99)} ms, statuses ${JSON.stringify(figures.statuses)}` +
    (errors > 0 ? `, no answer ${JSON.stringify(figures.errors)}` : '')
  );
}

export interface RedemptionAudit {
  /** Redemption rows written during the run. */
  rows: number;
  /** Redeem calls answered 200. */
  answered200: number;
  /** Answered 200, but no row with that id, voucher and offer: a lost redemption. */
  missing: Redeemed[];
  /** Rows that no 200 answer announced and no unanswered call can explain: a phantom. */
  unexplained: Redeemed[];
  /** Rows written by calls whose answer never arrived (the server died, the socket broke). */
  committedWithoutAnswer: Redeemed[];
  /** Rows for one (voucher, offer) pair beyond the first: a doubled redemption. */
  duplicates: Redeemed[];
}

/** Compares the rows written during a run with what the clients were told. */
export function auditRedemptions(
  before: ReadonlySet<number>,
  after: readonly Redeemed[],
  ledger: RedemptionLedger,
): RedemptionAudit {
  const fresh = after.filter((row) => !before.has(row.id));
  const byId = new Map(fresh.map((row) => [row.id, row]));
  const keyOf = (row: { voucherId: number; offerId: number }) =>
    `${String(row.voucherId)}:${String(row.offerId)}`;
  const seen = new Set<string>();
  const duplicates: Redeemed[] = [];
  for (const row of after) {
    if (seen.has(keyOf(row))) duplicates.push(row);
    seen.add(keyOf(row));
  }
  const missing = [...ledger.answered.values()]
    .filter((answered) => {
      const row = byId.get(answered.id);
      return !row || keyOf(row) !== keyOf(answered);
    })
    .map(({ id, voucherId, offerId }) => ({ id, voucherId, offerId }));
  const unanswered = new Set(ledger.unanswered.map(keyOf));
  const committedWithoutAnswer: Redeemed[] = [];
  const unexplained: Redeemed[] = [];
  for (const row of fresh) {
    if (ledger.answered.get(keyOf(row))?.id === row.id) continue;
    (unanswered.has(keyOf(row)) ? committedWithoutAnswer : unexplained).push(row);
  }
  return {
    rows: fresh.length,
    answered200: ledger.answered.size,
    missing,
    unexplained,
    committedWithoutAnswer,
    duplicates,
  };
}
