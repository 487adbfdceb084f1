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
import type { BrowseTargets } from './db.ts';
import { errorLabel, httpRequest, jsonOf, type HttpAnswer } from './http.ts';
import { nextAction, type Action } from './load-actions.ts';
import { MIX } from './load-mix.ts';
import { bump, emptyTallies, loadFigures, type KindTally, type LoadFigures } from './load-tally.ts';
import type { RedemptionLedger } from './redemption-ledger.ts';

// The load and crash benchmarks import the whole load from here.
export { auditRedemptions } from './redemption-audit.ts';
export { describeLoad, type LoadFigures } from './load-tally.ts';
export { MIX } from './load-mix.ts';
export { RedemptionLedger } from './redemption-ledger.ts';

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

/** Runs the mix until `durationMs` has passed or `signal` aborts, then waits for every client. */
export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const { connections, durationMs, ledger, signal } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const kinds = emptyTallies();
  const samples: LoadFigures['samples'] = [];
  const began = performance.now();
  const deadline = began + durationMs;
  const stopped = () => performance.now() >= deadline || signal?.aborted === true;

  const handle = (action: Action, answer: HttpAnswer, into: KindTally) => {
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

  return loadFigures(kinds, { connections, seconds, samples });
}
