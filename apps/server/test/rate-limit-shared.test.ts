import { AccountApi, encodeBasicAuth, ErrorCode } from '@citybook/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createTestDatabase,
  startServerProcess,
  type ServerProcess,
  type TestDatabase,
} from '../test-support/index.ts';

const LIMIT = 4;

/** A wrong login for a new email each time: only the rate limit can refuse it (not the throttle). */
async function login(server: ServerProcess, n: number): Promise<number> {
  const response = await fetch(`${server.baseUrl}${AccountApi.login.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: encodeBasicAuth({ email: `shared-limit-${n}@example.com`, password: 'x' }),
    },
    body: '{}',
  });
  const body = (await response.json()) as { code: unknown };
  if (response.status === 429) expect(body.code).toBe(ErrorCode.rateLimited);
  return response.status;
}

// Two real server processes on one database (a SQLite file, or a PostgreSQL database when
// TEST_DATABASE_URL is set), as behind a load balancer: the limit holds for both together.
describe('rate limits shared by two server processes', () => {
  const servers: ServerProcess[] = [];
  let database: TestDatabase | undefined;

  beforeAll(async () => {
    database = await createTestDatabase({ templates: inject('databaseTemplates') });
    // Each refused login is a security warning: kept out of the test output.
    const env = { RATE_LIMIT_LOGIN: String(LIMIT), SEED_DEMO_DATA: 'false', LOG_LEVEL: 'error' };
    for (const _name of ['A', 'B'])
      servers.push(await startServerProcess({ databaseUrl: database.url, env }));
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  });

  it(`lets ${LIMIT} logins a minute through from one address, over both servers together`, async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const statuses = [];
    for (let n = 0; n < LIMIT + 2; n += 1) statuses.push(await login(n % 2 === 0 ? a : b, n));
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), 429, 429]);
  });
});
