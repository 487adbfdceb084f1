/**
 * Child-process entry of `startAppProcess()` (bench/lib/app-process.ts): the real app, built with
 * `buildApp()` on a prepared database as apps/server/src/server.ts does, plus one route that
 * exists only here: `GET /bench/precomputed/:name` answers the stored body of a real API answer
 * (fetched once at start through `app.inject`) with the same content type. It is registered on
 * the same Fastify instance after the app's plugins, so the same compression, security headers
 * and logging apply to it; only the route's own work (queries, mapping, serialising) is absent.
 *
 * Started by the test launcher (`startServerProcess` of @citybook/server/test-support) in place of
 * src/server.ts. Environment: DATABASE_URL (migrated; demo data is loaded if missing), PORT,
 * BENCH_PRECOMPUTE (JSON object name → API path), LOG_LEVEL (default error). Listens on
 * 127.0.0.1:PORT once the bodies are stored, so its first answer means it is ready.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { prepareDatabase } from '../../apps/server/src/db/prepare.ts';

interface Stored {
  body: Buffer;
  contentType: string;
}

async function main(): Promise<void> {
  const precompute = JSON.parse(process.env.BENCH_PRECOMPUTE ?? '{}') as Record<string, string>;
  const config = loadConfig({
    ...process.env,
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    // API only: no built SPA.
    WEB_DIST: mkdtempSync(path.join(tmpdir(), 'citybook-bench-no-web-')),
    MEDIA_DIR: process.env.MEDIA_DIR ?? mkdtempSync(path.join(tmpdir(), 'citybook-bench-media-')),
    RENEWAL_INTERVAL_MINUTES: '0',
    // Benchmarks log in, sign up, activate and search from one address, far beyond the public limits.
    RATE_LIMIT_LOGIN: '100000000',
    RATE_LIMIT_PASSWORD: '100000000',
    RATE_LIMIT_CREATE: '100000000',
    RATE_LIMIT_ACTIVATION: '100000000',
    RATE_LIMIT_SEARCH: '100000000',
  });
  const database = await prepareDatabase(config.DATABASE_URL, {
    seed: true,
    mediaDir: config.MEDIA_DIR,
  });
  const app = await buildApp({ config, database });

  const stored = new Map<string, Stored>();
  app.get<{ Params: { name: string } }>('/bench/precomputed/:name', async (request, reply) => {
    const answer = stored.get(request.params.name);
    if (!answer) return reply.code(404).send();
    return reply.type(answer.contentType).send(answer.body);
  });
  await app.ready();

  for (const [name, url] of Object.entries(precompute)) {
    const response = await app.inject({ method: 'GET', url });
    if (response.statusCode !== 200)
      throw new Error(`GET ${url} answered ${String(response.statusCode)}: ${response.body}`);
    stored.set(name, {
      body: response.rawPayload,
      contentType: String(response.headers['content-type']),
    });
  }

  process.once('SIGTERM', () => {
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error: unknown) => {
  console.error('bench app failed:', error);
  process.exit(1);
});
