/**
 * Password-check and forgot-password timing (issue #14 items 2 and 9): whether an attacker can
 * tell a wrong password, an unknown email, a throttled account and a locked address apart by the
 * time a login takes, and a known from an unknown email by the time forgot-password takes. The
 * app runs in this process on a fresh SQLite file; every request comes from an address of its
 * own (the throttle counts per address), the kinds interleaved so a shared machine's load weighs
 * on all alike. Prints medians and Welch's t against the wrong-password (known-email) times;
 * |t| below about 2 is noise.
 *
 * Usage: node --import tsx bench/password-timing.ts [samples per kind, default 100]
 */
import { createHash } from 'node:crypto';
import {
  AccountApi,
  encodeBasicAuth,
  MAX_FAILED_LOGINS,
  PasswordThrottle,
} from '@citybook/contract';
import {
  createTestDatabase,
  SQLITE,
  startInProcess,
  type InProcessApp,
} from '@citybook/server/test-support';
import type { InjectOptions } from 'fastify';
import { median, roundToTenth } from './lib/timing.ts';

const samples = Number(process.argv[2] ?? 100);
const PASSWORD = 'Member#Pass1';
let addresses = 0;
const nextAddress = () =>
  `10.${String(Math.floor(addresses / 65_000) % 250)}.${String(Math.floor(addresses / 250) % 250)}.${String((addresses++ % 250) + 1)}`;

const print = (line: string) => process.stdout.write(`${line}\n`);

async function timedInject(
  app: InProcessApp['app'],
  options: InjectOptions,
): Promise<{ ms: number; status: number }> {
  const began = performance.now();
  const response = await app.inject(options);
  return { ms: performance.now() - began, status: response.statusCode };
}

const login = (app: InProcessApp['app'], email: string, password: string, address: string) =>
  timedInject(app, {
    method: 'POST',
    url: AccountApi.login.path,
    headers: {
      'content-type': 'application/json',
      authorization: encodeBasicAuth({ email, password }),
    },
    payload: '{}',
    remoteAddress: address,
  });

const forgot = (app: InProcessApp['app'], email: string) =>
  timedInject(app, {
    method: 'POST',
    url: AccountApi.forgotPassword.path,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ emailAddress: email }),
    remoteAddress: nextAddress(),
  });

async function signUp(app: InProcessApp['app'], email: string): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: AccountApi.createAccount.path,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ emailAddress: email, password: PASSWORD }),
    remoteAddress: nextAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
}

function welchT(a: number[], b: number[]): number {
  const mean = (xs: number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;
  const variance = (xs: number[], m: number) =>
    xs.reduce((sum, x) => sum + (x - m) ** 2, 0) / (xs.length - 1);
  const [ma, mb] = [mean(a), mean(b)];
  return (ma - mb) / Math.sqrt(variance(a, ma) / a.length + variance(b, mb) / b.length);
}

const database = await createTestDatabase({ server: SQLITE, content: 'empty', label: 'bench' });
const started = await startInProcess({
  databaseUrl: database.url,
  seed: false,
  config: {
    RATE_LIMIT_LOGIN: '1000000',
    RATE_LIMIT_PASSWORD: '1000000',
    RATE_LIMIT_CREATE: '1000000',
  },
});
try {
  const { app } = started;
  // Enough members that none reaches the free failures: each wrong login stays a plain one.
  const pool = Array.from(
    { length: Math.ceil(samples / (PasswordThrottle.accountFreeFailures - 1)) + 1 },
    (_unused, n) => `timing-${String(n)}@example.com`,
  );
  for (const email of pool) await signUp(app, email);
  const throttled = 'timing-throttled@example.com';
  await signUp(app, throttled);
  // As many failures from elsewhere as keep the account at its longest delay for the whole run.
  const throttledKey = createHash('sha256').update(throttled).digest('hex');
  await started.database.db
    .insertInto('password_failure')
    .values({
      subject: `account:${throttledKey}`,
      failures: 50,
      last_failed_at: new Date().toISOString(),
      blocked_until: new Date(Date.now() + 3_600_000).toISOString(),
    })
    .execute();
  const locked = 'timing-locked@example.com';
  await signUp(app, locked);
  const lockedAddress = nextAddress();
  for (let n = 0; n < MAX_FAILED_LOGINS; n += 1)
    await login(app, locked, 'Wrong#pass1', lockedAddress);

  const kinds = {
    wrong: (n: number) => login(app, pool[n % pool.length]!, 'Wrong#pass1', nextAddress()),
    unknown: (n: number) =>
      login(app, `nobody-${String(n)}@example.com`, 'Wrong#pass1', nextAddress()),
    // Others' failures keep it waiting (set up below): the right password is refused.
    throttled: () => login(app, throttled, PASSWORD, nextAddress()),
    locked: () => login(app, locked, 'Wrong#pass1', lockedAddress),
    forgotKnown: (n: number) => forgot(app, pool[n % pool.length]!),
    forgotUnknown: (n: number) => forgot(app, `nobody-forgot-${String(n)}@example.com`),
  };
  const names = Object.keys(kinds) as (keyof typeof kinds)[];
  const times = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<
    keyof typeof kinds,
    number[]
  >;
  const statuses = Object.fromEntries(names.map((name) => [name, new Set<number>()]));
  for (let round = 0; round < samples + 5; round += 1) {
    for (let k = 0; k < names.length; k += 1) {
      const name = names[(round + k) % names.length]!;
      const { ms, status } = await kinds[name](round);
      // Forgot password works after its answer: let that finish, so that it is not timed as part
      // of the next request (that effect is written down in docs/security/password-throttle.md).
      await new Promise((resolve) => setTimeout(resolve, 5));
      statuses[name]?.add(status);
      if (round >= 5) times[name].push(ms);
    }
  }
  const against = (name: keyof typeof kinds, base: keyof typeof kinds) =>
    `median ${String(roundToTenth(median(times[name])))} ms, t = ${welchT(times[name], times[base]).toFixed(2)} vs ${base}, statuses ${[...(statuses[name] ?? [])].join('/')}`;
  print(`password timing, ${String(samples)} samples each `);
  for (const name of ['wrong', 'unknown', 'throttled', 'locked'] as const)
    print(`  login ${name}: ${against(name, 'wrong')}`);
  for (const name of ['forgotKnown', 'forgotUnknown'] as const)
    print(`  ${name}: ${against(name, 'forgotKnown')}`);
} finally {
  await started.close();
  await database.drop();
}
