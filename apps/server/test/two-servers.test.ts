import {
  encodeBasicAuth,
  ErrorCode,
  profileSchema,
  RedeemText,
  SESSION_COOKIE,
  AccountApi,
  ActivationApi,
  CatalogApi,
  RedemptionApi,
} from '@citybook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';
import { createCodes } from './factories/edition.ts';
import {
  createTestDatabase,
  startServerProcess,
  type TestDatabase,
} from '../test-support/index.ts';
import { createMarketWithMerchants } from './factories/catalog.ts';
import { createUser, type CreatedUser } from './factories/user.ts';

interface ServerProcess {
  name: string;
  base: string;
  stop(): Promise<void>;
}

/** The real server (`npm start` without the build) on a free port of its own. */
async function startServer(name: string, databaseUrl: string): Promise<ServerProcess> {
  const server = await startServerProcess({
    databaseUrl,
    env: { LOG_LEVEL: 'info' },
    // Kept for the error message should it exit early.
    onOutput: () => undefined,
  }).catch((error: unknown) => {
    throw new Error(`server ${name} did not start`, { cause: error });
  });
  return { name, base: server.baseUrl, stop: server.stop };
}

interface Answer {
  status: number;
  body: unknown;
  cookie: string | undefined;
}

async function call(
  server: ServerProcess,
  method: 'GET' | 'POST',
  url: string,
  options: { cookie?: string | undefined; body?: unknown; login?: CreatedUser } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (method === 'POST') headers['content-type'] = 'application/json';
  if (options.login) headers.authorization = encodeBasicAuth(options.login);
  const response = await fetch(`${server.base}${url}`, {
    method,
    headers,
    ...(method === 'POST' ? { body: JSON.stringify(options.body ?? {}) } : {}),
  });
  const text = await response.text();
  const session = response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0];
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as unknown) : null,
    cookie: session && session !== `${SESSION_COOKIE}=` ? session : undefined,
  };
}

async function logIn(server: ServerProcess, user: CreatedUser): Promise<string> {
  const answer = await call(server, 'POST', AccountApi.login.path, { login: user });
  if (answer.status !== 200 || !answer.cookie)
    throw new Error(`login through ${server.name} failed: ${answer.status}`);
  return answer.cookie;
}

const countBy = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

// Two real server processes on one database (a shared SQLite file, or one PostgreSQL database
// when TEST_DATABASE_URL is set): what a load balancer in front of several servers sees.
describe('two server processes on the same database', () => {
  const started: ServerProcess[] = [];
  let target: TestDatabase | undefined;
  let database: Database | undefined;
  let servers: [ServerProcess, ServerProcess];

  beforeAll(async () => {
    target = await createTestDatabase({ content: 'empty' });
    // Started together on the empty database: both migrate and seed it at the same moment.
    const starts = await Promise.allSettled([
      startServer('A', target.url),
      startServer('B', target.url),
    ]);
    for (const start of starts) if (start.status === 'fulfilled') started.push(start.value);
    const failed = starts.find(
      (start): start is PromiseRejectedResult => start.status === 'rejected',
    );
    if (failed) throw failed.reason;
    servers = [started[0]!, started[1]!];
    database = openDatabase(target.url);
  });

  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop()));
    await database?.close();
    await target?.drop();
  });

  const db = () => {
    if (!database) throw new Error('not started');
    return database.db;
  };
  /** Request n goes to server A or B in turn. */
  const spread = (n: number): ServerProcess => servers[n % 2]!;

  it('serves one session on both: made through A, used and ended through B', async () => {
    const [a, b] = servers;
    expect(a.base).not.toBe(b.base);
    const user = await createUser(db());
    const cookie = await logIn(a, user);

    const throughB = await call(b, 'GET', AccountApi.getProfile.path, { cookie });
    expect(throughB.status).toBe(200);
    expect(profileSchema.parse(throughB.body).emailAddress).toBe(user.email.toLowerCase());

    expect((await call(b, 'POST', AccountApi.logoutByPost.path, { cookie })).status).toBe(200);
    expect((await call(a, 'GET', AccountApi.getProfile.path, { cookie })).status).toBe(401);
  });

  it('redeems an offer exactly once for 30 simultaneous requests spread over both', async () => {
    const [a, b] = servers;
    const cookie = await logIn(a, await createUser(db()));
    const { codes } = await createCodes(db(), { count: 1 });
    const activated = await call(b, 'POST', ActivationApi.activate.path, {
      cookie,
      body: { code: codes[0] },
    });
    expect(activated.status).toBe(200);
    const activationVoucherId = profileSchema.parse(activated.body).activationVoucherId!;
    const { marketId } = await createMarketWithMerchants(db(), { latitude: 20, longitude: 20 }, [
      { title: 'Two Server Diner', latitude: 20, longitude: 20 },
    ]);
    const merchants = await call(
      a,
      'GET',
      `${CatalogApi.getAllMerchants.path}?marketId=${marketId}`,
    );
    const offerId = (merchants.body as { offers: { id: number }[] }[])[0]!.offers[0]!.id;

    const answers = await Promise.all(
      Array.from({ length: 30 }, (_unused, n) =>
        call(spread(n), 'POST', RedemptionApi.redeem.path, {
          cookie,
          body: { offerId, activationVoucherId },
        }),
      ),
    );
    expect(countBy(answers.map((answer) => answer.status))).toEqual({ 200: 1, 409: 29 });
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body).toEqual({
        code: ErrorCode.alreadyRedeemed,
        message: RedeemText.alreadyRedeemed,
      });
    }
    const rows = await db()
      .selectFrom('redemption')
      .select('id')
      .where('offer_id', '=', offerId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('activates one code for exactly one of 20 members trying at once over both', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => createUser(db())));
    const cookies = await Promise.all(members.map((member, n) => logIn(spread(n), member)));
    const { codes } = await createCodes(db(), { count: 1 });

    const answers = await Promise.all(
      cookies.map((cookie, n) =>
        call(spread(n + 1), 'POST', ActivationApi.activate.path, {
          cookie,
          body: { code: codes[0] },
        }),
      ),
    );
    expect(countBy(answers.map((answer) => answer.status))).toEqual({ 200: 1, 400: 19 });
    for (const refused of answers.filter((answer) => answer.status === 400)) {
      expect(refused.body).toMatchObject({ code: ErrorCode.codeUsedElsewhere });
    }
    const winner = members[answers.findIndex((answer) => answer.status === 200)]!;
    const vouchers = await db()
      .selectFrom('activation_voucher')
      .innerJoin('activation_code', 'activation_code.id', 'activation_voucher.activation_code_id')
      .select('activation_voucher.user_id')
      .where('activation_code.code', '=', codes[0]!.replaceAll('-', ''))
      .execute();
    expect(vouchers).toEqual([{ user_id: winner.id }]);
  });
});
