import { AccountApi } from '@citybook/contract';
import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { databasePicture, type DatabasePicture } from './database-picture.ts';
import { expectErrorShape } from './error-shape.ts';
import { RUNS, SEED } from './fast-check-settings.ts';
import { hostileString, rawBody, rawUrlPart } from './hostile-values.ts';
import { cookieOf, identityWrites } from './identities.ts';
import { requestsFor } from './requests.ts';
import { contractPaths, routeKey, routesOf, shape } from './routes.ts';
import { send } from './send.ts';
import { setUpHostileRun } from './set-up.ts';
import { settleMail } from './settle-mail.ts';
import { urlPart } from './spoilt-fields.ts';

/**
 * Issue #8 item 4: generated bodies, path parameters, query strings, headers and ids sent to every
 * route of the real app, anonymous and logged in. Whatever comes in, the answer is never a 5xx, a
 * refusal is always the contract's `{code, message}` JSON, and a refused request writes nothing.
 *
 * The generators are in hostile-values.ts (what no route expects), route-hints.ts (what each route
 * expects), spoilt-fields.ts, headers.ts and requests.ts; seeds and runs in fast-check-settings.ts.
 * The 64 KB body limit and the inputs the generators once found have test files of their own.
 */
const testApp = useTestApp();

/** Answers per route and status (printed with FC_STATS=1, to see how deep the inputs reach). */
const statuses: Record<string, Record<number, number>> = {};
const milliseconds: Record<string, number> = {};
function tally(key: string, status: number) {
  const counts = (statuses[key] ??= {});
  counts[status] = (counts[status] ?? 0) + 1;
}

describe('hostile input', () => {
  beforeAll(() => setUpHostileRun(testApp()));

  it('finds every route of the contract in the app', () => {
    const known = new Set(routesOf(testApp().app).map((route) => shape(route.path)));
    const missing = contractPaths().filter((path) => !known.has(shape(path)));
    expect(missing).toEqual([]);
    expect(known.size).toBeGreaterThan(30);
  });

  it('never answers 5xx, always refuses in the JSON error shape, and a refusal writes nothing', async () => {
    const routes = routesOf(testApp().app);
    let last: {
      picture: DatabasePicture;
      ignoreLoginCounters: boolean;
      at: number;
    } | null = null;
    for (const [index, route] of routes.entries()) {
      const started = Date.now();
      const seed = SEED + index;
      const key = routeKey(route);
      const property = fc.asyncProperty(requestsFor(route), async (generated) => {
        await cookieOf(testApp(), generated.identity);
        const ignoreLoginCounters = route.path === AccountApi.login.path;
        // The picture taken after a refused request is still current unless something was written.
        const before =
          last && last.ignoreLoginCounters === ignoreLoginCounters && last.at === identityWrites()
            ? last.picture
            : await databasePicture(testApp().db, { ignoreLoginCounters });
        const { request, sentBody, response } = await send(testApp(), route, generated);
        const what = `${key} ${JSON.stringify(request).slice(0, 600)}`;
        tally(key, response.statusCode);
        expectErrorShape(response, what);
        last = null;
        if (response.statusCode >= 400) {
          const after = await databasePicture(testApp().db, { ignoreLoginCounters });
          expect(after, what).toEqual(before);
          last = { picture: after, ignoreLoginCounters, at: identityWrites() };
        } else if (route.path === AccountApi.forgotPassword.path) {
          await settleMail(testApp().db, sentBody, before.counts.outbox ?? 0);
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
});
