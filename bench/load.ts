/**
 * Load benchmark (issue #8, item 2): 100 connections of mixed browsing, logging in and redeeming
 * (bench/lib/load.ts has the mix) for 30 s against the real server on a fresh SQLite database
 * seeded with the demo data, with members signed up and activated beforehand with book codes from
 * `npm run cli -- codes generate`.
 *
 * Reports requests/s, latency p50/p99 (overall and per kind of call) and the answers by status.
 * Goals, exit 1 when one fails:
 * - no 5xx answer;
 * - the redemption rows written equal the redeem calls answered 200 (same ids, vouchers, offers);
 * - every call answered as expected (fresh redemption 200, repeat 409, login 200 or 401 for an
 *   unknown email, browsing 200), and no call left without an answer.
 *
 * Usage: npm run bench:load
 *   LOAD_SECONDS (default 30), LOAD_CONNECTIONS (100), LOAD_MEMBERS (100);
 *   LOAD_DATABASE_URL=postgres://… runs it on that (empty or Citybook) database instead of SQLite.
 */
import { availableParallelism, loadavg } from 'node:os';
import { browseTargets, openBenchDatabase, redeemableOfferIds, redemptionRows } from './lib/db.ts';
import { envDatabaseUrl, envInt } from './lib/env.ts';
import { auditRedemptions, describeLoad, MIX, RedemptionLedger, runLoad } from './lib/load.ts';
import { createActivatedMembers } from './lib/members.ts';
import { report } from './lib/results.ts';
import { scratchSqlite, startServer } from './lib/server.ts';

async function main(): Promise<number> {
  const seconds = envInt('LOAD_SECONDS', 30, 1, 3600);
  const connections = envInt('LOAD_CONNECTIONS', 100, 1, 2000);
  const memberCount = envInt('LOAD_MEMBERS', 100, 1, 10_000);
  const ownDatabase = envDatabaseUrl('LOAD_DATABASE_URL');
  const scratch = ownDatabase ? undefined : await scratchSqlite();
  const databaseUrl = ownDatabase ?? scratch!.url;

  // Other work on the machine skews every time: say how busy it was before the run.
  const machine = { cpus: availableParallelism(), loadAverage1m: loadavg()[0] };
  const server = await startServer({ DATABASE_URL: databaseUrl });
  const database = openBenchDatabase(databaseUrl);
  try {
    const targets = await browseTargets(database);
    const offerIds = await redeemableOfferIds(database);
    const members = await createActivatedMembers(server.baseUrl, databaseUrl, memberCount, {
      prefix: 'load',
      marketIds: targets.markets.map((market) => market.id),
    });
    const before = new Set((await redemptionRows(database)).map((row) => row.id));
    process.stdout.write(
      `load: ${String(members.length)} activated members, ${String(offerIds.length)} offers; ` +
        `${String(connections)} connections for ${String(seconds)} s against ${database.describe}\n`,
    );

    const ledger = new RedemptionLedger(members, offerIds);
    const load = await runLoad({
      baseUrl: server.baseUrl,
      connections,
      durationMs: seconds * 1000,
      ledger,
      targets,
    });
    const audit = auditRedemptions(before, await redemptionRows(database), ledger);
    const noAnswer = Object.values(load.errors).reduce((sum, n) => sum + n, 0);

    const failures: string[] = [];
    if (load.server5xx > 0) failures.push(`${String(load.server5xx)} answers were 5xx`);
    if (
      audit.rows !== audit.answered200 ||
      audit.missing.length > 0 ||
      audit.unexplained.length > 0
    ) {
      failures.push(
        `${String(audit.rows)} redemption rows for ${String(audit.answered200)} redeem answers 200 ` +
          `(${String(audit.missing.length)} answered but missing, ${String(audit.unexplained.length)} unexplained, ` +
          `${String(audit.committedWithoutAnswer.length)} written for calls without an answer)`,
      );
    }
    if (audit.duplicates.length > 0) {
      failures.push(`${String(audit.duplicates.length)} doubled redemptions`);
    }
    if (load.unexpected > 0) failures.push(`${String(load.unexpected)} unexpected answers`);
    if (noAnswer > 0) failures.push(`${String(noAnswer)} calls got no answer`);

    const figures = {
      passed: failures.length === 0,
      failures,
      machine,
      database: database.describe,
      members: members.length,
      redeemableOffers: offerIds.length,
      mix: MIX,
      ...load,
      redemptions: {
        rows: audit.rows,
        answered200: audit.answered200,
        missing: audit.missing,
        unexplained: audit.unexplained,
        committedWithoutAnswer: audit.committedWithoutAnswer,
        duplicates: audit.duplicates,
        repeatsAnswered409: load.byKind.redeemRepeat.statuses['409'] ?? 0,
      },
    };
    const summary =
      `${describeLoad(load)}; ${String(audit.rows)} redemption rows = ${String(audit.answered200)} redeem answers 200` +
      (audit.rows === audit.answered200 ? '' : ' (MISMATCH)') +
      `; ${failures.length === 0 ? 'goals met' : `FAILED: ${failures.join('; ')}`}`;
    report('load', figures, summary);
    for (const [kind, figuresOfKind] of Object.entries(load.byKind)) {
      process.stdout.write(
        `  ${kind.padEnd(13)} ${String(figuresOfKind.requests).padStart(7)} calls  p50 ${String(figuresOfKind.latencyMs.p50).padStart(7)} ms  ` +
          `p99 ${String(figuresOfKind.latencyMs.p99).padStart(7)} ms  ${JSON.stringify(figuresOfKind.statuses)}\n`,
      );
    }
    for (const sample of load.samples) {
      console.error(
        `bench:load: unexpected ${sample.kind} answer ${String(sample.status)}: ${sample.body}`,
      );
    }
    for (const failure of failures) console.error(`bench:load: FAIL: ${failure}`);
    return failures.length === 0 ? 0 : 1;
  } finally {
    await database.close();
    await server.stop();
    await scratch?.drop();
  }
}

process.exitCode = await main();
