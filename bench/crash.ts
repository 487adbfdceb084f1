/**
 * Crash benchmark (issue #8, item 3), on SQLite: the load of bench/load.ts for ~10 s; in the middle
 * the server is killed with SIGKILL (no shutdown, requests in flight), then restarted on the same
 * database file and the load goes on with the same members and sessions. Then:
 *
 * - the restarted server opened the file and `PRAGMA integrity_check` says ok;
 * - every redemption answered 200 before the kill is in the database, with its id, voucher and
 *   offer (the ids come from the answers);
 * - every redeem call that was cut off by the kill is retried on the restarted server and answered
 *   200 (it had not been written) or 409 (it had been written, only the answer was lost), never
 *   anything else; no row exists that no answer explains, and no pair is redeemed twice;
 * - no answer in either half was a 5xx or unexpected (socket errors at the kill are expected).
 *
 * Usage: npm run bench:crash   (CRASH_SECONDS, default 10; CRASH_CONNECTIONS, default 100;
 *   CRASH_MEMBERS, default 100). Exits 1 when a check fails.
 */
import { availableParallelism, loadavg } from 'node:os';
import { once } from 'node:events';
import { RedemptionApi } from '@citybook/contract';
import {
  browseTargets,
  openBenchDatabase,
  redeemableOfferIds,
  redemptionRows,
  sqliteIntegrityCheck,
} from './lib/db.ts';
import { envInt } from './lib/env.ts';
import { errorLabel, httpRequest, jsonOf } from './lib/http.ts';
import {
  auditRedemptions,
  describeLoad,
  RedemptionLedger,
  runLoad,
  type LoadFigures,
} from './lib/load.ts';
import { createActivatedMembers, jsonHeaders } from './lib/members.ts';
import { report } from './lib/results.ts';
import { scratchSqlite, startServer, type RunningServer } from './lib/server.ts';

async function main(): Promise<number> {
  const seconds = envInt('CRASH_SECONDS', 10, 2, 600);
  const connections = envInt('CRASH_CONNECTIONS', 100, 1, 2000);
  const memberCount = envInt('CRASH_MEMBERS', 100, 1, 10_000);
  const scratch = await scratchSqlite();
  const databaseUrl = scratch.url;
  const file = databaseUrl.slice('sqlite:'.length);
  const killAfterMs = (seconds * 1000) / 2;

  // Other work on the machine skews every time: say how busy it was before the run.
  const machine = { cpus: availableParallelism(), loadAverage1m: loadavg()[0] };
  let server: RunningServer | null = await startServer({ DATABASE_URL: databaseUrl });
  try {
    // Setup reads on our own connection, closed before the kill: the restarted server is the
    // first to open the file afterwards, as after a real crash.
    const setup = openBenchDatabase(databaseUrl);
    const targets = await browseTargets(setup);
    const offerIds = await redeemableOfferIds(setup);
    await setup.close();
    const members = await createActivatedMembers(server.baseUrl, databaseUrl, memberCount, {
      prefix: 'crash',
      marketIds: targets.markets.map((market) => market.id),
    });
    const ledger = new RedemptionLedger(members, offerIds);
    process.stdout.write(
      `crash: ${String(members.length)} activated members; ${String(connections)} connections, ` +
        `SIGKILL after ${String(killAfterMs / 1000)} s, then restart on ${file}\n`,
    );

    // First half, ended by the kill.
    const stop = new AbortController();
    const killed = server;
    let inFlightAtKill = 0;
    let answered200BeforeKill = 0;
    const killer = setTimeout(() => {
      inFlightAtKill = ledger.inFlight.size;
      answered200BeforeKill = ledger.answered.size;
      killed.child.kill('SIGKILL');
      stop.abort();
    }, killAfterMs);
    const exited = once(killed.child, 'exit');
    const before: LoadFigures = await runLoad({
      baseUrl: killed.baseUrl,
      connections,
      durationMs: killAfterMs * 4,
      ledger,
      targets,
      signal: stop.signal,
    });
    clearTimeout(killer);
    const [, signal] = (await exited) as [number | null, NodeJS.Signals | null];
    server = null;
    const answeredBeforeKill = new Map(ledger.answered);

    // Restart on the same file; the members' sessions are in it.
    const began = performance.now();
    server = await startServer({ DATABASE_URL: databaseUrl });
    const restartMs = Math.round(performance.now() - began);
    const after = await runLoad({
      baseUrl: server.baseUrl,
      connections,
      durationMs: seconds * 1000 - killAfterMs,
      ledger,
      targets,
    });

    // The calls the kill cut off: written or not, retrying tells, and must never fail.
    const retries: Record<string, number> = {};
    for (const cut of ledger.unanswered) {
      const member = members[cut.member]!;
      let outcome: string;
      try {
        const answer = await httpRequest(`${server.baseUrl}${RedemptionApi.redeem.path}`, {
          headers: jsonHeaders(server.baseUrl, member.cookie),
          body: { offerId: cut.offerId, activationVoucherId: cut.voucherId },
        });
        outcome = String(answer.status);
        if (answer.status === 200) {
          ledger.recordAnswered(cut.member, {
            id: jsonOf<{ id: number }>(answer).id,
            voucherId: cut.voucherId,
            offerId: cut.offerId,
          });
        }
      } catch (error) {
        outcome = errorLabel(error);
      }
      retries[outcome] = (retries[outcome] ?? 0) + 1;
    }

    const check = openBenchDatabase(databaseUrl);
    let integrity: string[];
    let audit: ReturnType<typeof auditRedemptions>;
    let lostBeforeKill: number;
    try {
      integrity = await sqliteIntegrityCheck(check);
      const rows = await redemptionRows(check);
      audit = auditRedemptions(new Set(), rows, ledger);
      const byId = new Map(rows.map((row) => [row.id, row]));
      lostBeforeKill = [...answeredBeforeKill.values()].filter((answered) => {
        const row = byId.get(answered.id);
        return row?.voucherId !== answered.voucherId || row.offerId !== answered.offerId;
      }).length;
    } finally {
      await check.close();
    }

    const failures: string[] = [];
    if (signal !== 'SIGKILL') failures.push(`the server ended with ${String(signal)}, not SIGKILL`);
    if (integrity.length !== 1 || integrity[0] !== 'ok') {
      failures.push(`integrity_check: ${integrity.slice(0, 5).join('; ')}`);
    }
    if (lostBeforeKill > 0) {
      failures.push(
        `${String(lostBeforeKill)} redemptions answered 200 before the kill are missing`,
      );
    }
    if (audit.missing.length > 0)
      failures.push(`${String(audit.missing.length)} answered redemptions missing`);
    if (audit.unexplained.length > 0)
      failures.push(`${String(audit.unexplained.length)} unexplained rows`);
    if (audit.duplicates.length > 0)
      failures.push(`${String(audit.duplicates.length)} doubled redemptions`);
    const badRetries = Object.entries(retries).filter(
      ([outcome]) => outcome !== '200' && outcome !== '409',
    );
    if (badRetries.length > 0)
      failures.push(`retries of cut-off redemptions: ${JSON.stringify(retries)}`);
    for (const [half, figures] of [
      ['before the kill', before],
      ['after the restart', after],
    ] as const) {
      if (figures.server5xx > 0) failures.push(`${String(figures.server5xx)} 5xx answers ${half}`);
      if (figures.unexpected > 0)
        failures.push(`${String(figures.unexpected)} unexpected answers ${half}`);
    }
    if (Object.values(after.errors).some((n) => n > 0)) {
      failures.push(`calls without an answer after the restart: ${JSON.stringify(after.errors)}`);
    }
    if (answered200BeforeKill === 0) failures.push('no redemption was answered before the kill');

    const figures = {
      passed: failures.length === 0,
      failures,
      machine,
      database: `SQLite ${file}`,
      killAfterSeconds: killAfterMs / 1000,
      restartMs,
      integrityCheck: integrity,
      redemptions: {
        answered200BeforeKill,
        missingAfterRestart: lostBeforeKill,
        inFlightAtKill,
        cutOffByKill: ledger.unanswered.length,
        retriesOfCutOff: retries,
        committedWithoutAnswer: audit.committedWithoutAnswer.length,
        answered200Total: audit.answered200,
        rows: audit.rows,
        unexplained: audit.unexplained,
        duplicates: audit.duplicates,
      },
      beforeKill: before,
      afterRestart: after,
    };
    const summary =
      `SIGKILL after ${String(killAfterMs / 1000)} s with ${String(inFlightAtKill)} redeems in flight; ` +
      `restart in ${String(restartMs)} ms, integrity_check ${integrity.join(',')}; ` +
      `${String(answered200BeforeKill - lostBeforeKill)}/${String(answered200BeforeKill)} redemptions answered before the kill present; ` +
      `cut-off redeems retried ${JSON.stringify(retries)}; ${String(audit.rows)} rows = ${String(audit.answered200)} answers 200; ` +
      `${failures.length === 0 ? 'checks passed' : `FAILED: ${failures.join('; ')}`}`;
    report('crash', figures, summary);
    process.stdout.write(`  before the kill: ${describeLoad(before)}\n`);
    process.stdout.write(`  after the restart: ${describeLoad(after)}\n`);
    for (const sample of [...before.samples, ...after.samples]) {
      console.error(
        `bench:crash: unexpected ${sample.kind} answer ${String(sample.status)}: ${sample.body}`,
      );
    }
    for (const failure of failures) console.error(`bench:crash: FAIL: ${failure}`);
    return failures.length === 0 ? 0 : 1;
  } finally {
    await server?.stop();
    await scratch.drop();
  }
}

process.exitCode = await main();
