/** Activated members for benchmarks: book codes from the operator CLI, accounts through the API. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { SESSION_COOKIE, type Profile, AccountApi, ActivationApi } from '@citybook/contract';
import { cookieFrom, httpRequest, jsonOf } from './http.ts';
import { repoRoot } from './results.ts';
import { DEMO_EDITION } from '@citybook/server/test-support';

export interface Member {
  email: string;
  password: string;
  /** `auth-ticket=…`, for the Cookie header. */
  cookie: string;
  /** The activation voucher made from the member's book code. */
  voucherId: number;
  /** The book code the member activated (XXXX-XXXX-XXXX-XXXX). */
  code: string;
}

/** A password that passes the rule (8–25 characters, a letter, a digit, a symbol). */
export const BENCH_PASSWORD = 'Bench#Passw0rd';

/** The headers the web app sends with a state-changing call: JSON from its own origin. */
export function jsonHeaders(baseUrl: string, cookie?: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    origin: new URL(baseUrl).origin,
    ...(cookie ? { cookie } : {}),
  };
}

/** Runs the operator CLI (`npm run cli -- …`) on a database and returns its stdout. */
export function runCli(databaseUrl: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', ...args], {
      cwd: path.join(repoRoot, 'apps/server'),
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`cli ${args.join(' ')} exited with ${String(code)}: ${stderr.trim()}`));
    });
  });
}

/** `npm run cli -- codes generate`: new book codes of the demo's current edition (OPERATOR-13). */
export async function generateCodes(databaseUrl: string, count: number): Promise<string[]> {
  const out = await runCli(databaseUrl, [
    'codes',
    'generate',
    '--count',
    String(count),
    '--edition',
    DEMO_EDITION,
  ]);
  const codes = out.split('\n').filter((line) => line.trim() !== '');
  if (codes.length !== count) {
    throw new Error(
      `codes generate printed ${String(codes.length)} codes, expected ${String(count)}`,
    );
  }
  return codes;
}

/** Signs up one member through the API and activates the book code: its session and voucher. */
export async function createActivatedMember(
  baseUrl: string,
  email: string,
  code: string,
  marketId = 1,
): Promise<Member> {
  const created = await httpRequest(`${baseUrl}${AccountApi.createAccount.path}`, {
    headers: jsonHeaders(baseUrl),
    body: { emailAddress: email, password: BENCH_PASSWORD, marketId },
  });
  if (created.status !== 200) {
    throw new Error(`sign-up of ${email}: ${String(created.status)} ${created.body.toString()}`);
  }
  const cookie = cookieFrom(created, SESSION_COOKIE);
  const activated = await httpRequest(`${baseUrl}${ActivationApi.activate.path}`, {
    headers: jsonHeaders(baseUrl, cookie),
    body: { code },
  });
  if (activated.status !== 200) {
    throw new Error(
      `activation for ${email}: ${String(activated.status)} ${activated.body.toString()}`,
    );
  }
  const profile = jsonOf<Profile>(activated);
  if (profile.activationVoucherId === null)
    throw new Error(`no voucher for ${email} after activation`);
  return { email, password: BENCH_PASSWORD, cookie, voucherId: profile.activationVoucherId, code };
}

/**
 * `count` members, each signed up and activated with a fresh book code (a few at a time: sign-up
 * hashes the password with argon2).
 */
export async function createActivatedMembers(
  baseUrl: string,
  databaseUrl: string,
  count: number,
  { prefix = 'bench', marketIds = [1], concurrency = 8 } = {},
): Promise<Member[]> {
  const codes = await generateCodes(databaseUrl, count);
  const run = `${prefix}-${Date.now().toString(36)}`;
  const members: Member[] = new Array<Member>(count);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count) {
      const i = next++;
      members[i] = await createActivatedMember(
        baseUrl,
        `${run}-${String(i)}@example.com`,
        codes[i]!,
        marketIds[i % marketIds.length],
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return members;
}
