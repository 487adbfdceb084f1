/**
 * SQL injection probe (issue #8, item 5): Debian's sqlmap, in batch mode on loopback, against the
 * real server on a fresh SQLite database with the demo data:
 *
 * - login: the email and password inside the Basic authorization header (sqlmap's --eval builds
 *   the header from the two fields for every request, so each payload arrives base64-encoded, as
 *   the app sends credentials);
 * - the JSON bodies of sign-up and forgot-password;
 * - the merchant and category query parameters: getCategory, getAll, getByFranchisorId, and a
 *   merchant's path id;
 * - activation of a book code, with a logged-in member's cookie and the app's Origin.
 *
 * sqlmap's output is parsed per target: "no injection found" when it says that all tested
 * parameters do not appear to be injectable; exit 1 when it reports an injectable parameter, when
 * the server answered a probe with a 5xx, or when a target did not finish within its time limit
 * (then nothing can be claimed).
 *
 * Usage: npm run bench:sqlmap   (SQLMAP_LEVEL, default 3; SQLMAP_RISK, default 2;
 *   SQLMAP_TIME_LIMIT seconds per target, default 300; SQLMAP_TARGETS=login,activation probes only
 *   the targets whose names contain those words; SQLMAP_DATABASE_URL=postgres://… probes a server on
 *   that empty database instead of SQLite)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AccountApi, CatalogApi, urlOf, ActivationApi } from '@citybook/contract';
import { openBenchDatabase } from './lib/db.ts';
import { envDatabaseUrl, envInt } from './lib/env.ts';
import { createActivatedMembers } from './lib/members.ts';
import { report } from './lib/results.ts';
import { scratchSqlite, startServer } from './lib/server.ts';

interface Target {
  name: string;
  /** sqlmap arguments naming the request and the parameters to test. */
  args: string[];
  /** The parameters sqlmap must have tested (as it names them). */
  expect: string[];
}

type Verdict = 'no injection found' | 'INJECTABLE' | 'SERVER ERROR' | 'INCONCLUSIVE';

interface TargetResult {
  name: string;
  verdict: Verdict;
  seconds: number;
  tested: string[];
  /** sqlmap's count of non-2xx answers, by status. */
  httpErrors: Record<string, number>;
  injectionPoints: string[];
  note: string;
}

function runSqlmap(
  args: string[],
  timeLimitMs: number,
): Promise<{ output: string; timedOut: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn('sqlmap', args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TERM: 'dumb' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeLimitMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', () => {
      clearTimeout(timer);
      resolve({ output, timedOut });
    });
  });
}

/** Reads sqlmap's verdict out of its console output and its results CSV. */
function judge(target: Target, output: string, timedOut: boolean, outputDir: string) {
  const tested = [
    ...new Set(
      [
        ...output.matchAll(/testing for SQL injection on (?:\(custom\) )?\w+ parameter '([^']+)'/g),
      ].map(
        // JSON body fields are named "JSON <field>".
        (match) => match[1]!.replace(/^JSON /, ''),
      ),
    ),
  ];
  const httpErrors: Record<string, number> = {};
  const errorsLine = /HTTP error codes detected during run:\s*\n(.*)/.exec(output)?.[1] ?? '';
  for (const match of errorsLine.matchAll(/(\d{3}) \([^)]*\) - (\d+) times/g)) {
    httpErrors[match[1]!] = (httpErrors[match[1]!] ?? 0) + Number(match[2]);
  }
  const injectionPoints = [...output.matchAll(/^Parameter: (.+)$/gm)].map((match) => match[1]!);
  // In multiple-targets mode sqlmap lists each injection point found in a results CSV.
  for (const file of readdirSync(outputDir).filter((name) => /^results-.*\.csv$/.test(name))) {
    const rows = readFileSync(path.join(outputDir, file), 'utf8').split('\n').slice(1);
    for (const row of rows.filter((line) => line.trim() !== '')) injectionPoints.push(row.trim());
  }
  const found =
    injectionPoints.length > 0 ||
    /identified the following injection point|\bis vulnerable\b/.test(output);
  const clean = /all tested parameters do not appear to be injectable/.test(output);
  const serverErrors = Object.keys(httpErrors).filter((status) => Number(status) >= 500);
  const untested = target.expect.filter((name) => !tested.includes(name));

  let verdict: Verdict;
  let note = '';
  if (found) {
    verdict = 'INJECTABLE';
    note = [...new Set(injectionPoints)].join('; ');
  } else if (serverErrors.length > 0) {
    verdict = 'SERVER ERROR';
    note = `the server answered probes with ${serverErrors.join(', ')}`;
  } else if (timedOut) {
    verdict = 'INCONCLUSIVE';
    note = 'sqlmap did not finish within the time limit';
  } else if (!clean) {
    verdict = 'INCONCLUSIVE';
    note =
      output
        .split('\n')
        .filter((line) => /\[(CRITICAL|ERROR)\]/.test(line))
        .slice(-3)
        .join(' | ') || 'no verdict in the output';
  } else if (untested.length > 0) {
    verdict = 'INCONCLUSIVE';
    note = `parameters not tested: ${untested.join(', ')}`;
  } else if (httpErrors['429']) {
    verdict = 'INCONCLUSIVE';
    note = 'probes were rate limited (429)';
  } else {
    verdict = 'no injection found';
  }
  return { verdict, tested, httpErrors, injectionPoints, note };
}

async function main(): Promise<number> {
  const level = envInt('SQLMAP_LEVEL', 3, 1, 5);
  const risk = envInt('SQLMAP_RISK', 2, 1, 3);
  const timeLimitMs = envInt('SQLMAP_TIME_LIMIT', 300, 10, 3600) * 1000;
  const ownDatabase = envDatabaseUrl('SQLMAP_DATABASE_URL');
  const version = await sqlmapVersion();
  const scratch = ownDatabase ? undefined : await scratchSqlite();
  const databaseUrl = ownDatabase ?? scratch!.url;
  const workDir = mkdtempSync(path.join(tmpdir(), 'citybook-sqlmap-'));

  const server = await startServer({ DATABASE_URL: databaseUrl });
  const base = server.baseUrl;
  try {
    // Two members with an activated book code: one whose login is probed (failed attempts lock
    // it), one whose session calls the activation.
    const [loginMember, sessionMember] = await createActivatedMembers(base, databaseUrl, 2, {
      prefix: 'sqlmap',
    });
    const origin = `Origin: ${new URL(base).origin}`;
    const json = 'Content-Type: application/json';
    const position = 'latitude=30.2672&longitude=-97.7431';
    const basicFromFields =
      "import base64; _locals['auxHeaders']['Authorization'] = 'Basic ' + " +
      "base64.b64encode((email + ':' + password).encode('utf-8')).decode('ascii')";
    const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

    const targets: Target[] = [
      {
        name: 'login: email and password in the Basic header',
        args: [
          '-u',
          `${base}${AccountApi.login.path}?${query({ email: loginMember!.email, password: loginMember!.password })}`,
          '--method=POST',
          '--data={}',
          `--headers=${origin}\n${json}`,
          `--eval=${basicFromFields}`,
          '-p',
          'email,password',
          '--ignore-code=401',
        ],
        expect: ['email', 'password'],
      },
      {
        name: 'sign-up: JSON body',
        args: [
          '-u',
          `${base}${AccountApi.createAccount.path}`,
          `--data=${JSON.stringify({ emailAddress: 'probe@example.com', password: 'Probe#Passw0rd', marketId: 1 })}`,
          `--headers=${origin}\n${json}`,
          '-p',
          'emailAddress,password,marketId',
        ],
        expect: ['emailAddress', 'password', 'marketId'],
      },
      {
        name: 'forgot password: JSON body',
        args: [
          '-u',
          `${base}${AccountApi.forgotPassword.path}`,
          `--data=${JSON.stringify({ emailAddress: loginMember!.email })}`,
          `--headers=${origin}\n${json}`,
          '-p',
          'emailAddress',
        ],
        expect: ['emailAddress'],
      },
      {
        name: 'merchants in a category: query',
        args: [
          '-u',
          `${base}${CatalogApi.getMerchantsInCategory.path}?marketId=1&categoryId=2&${position}&limit=20`,
          '-p',
          'marketId,categoryId,latitude,longitude,limit',
        ],
        expect: ['marketId', 'categoryId', 'latitude', 'longitude', 'limit'],
      },
      {
        name: 'all merchants: query',
        args: [
          '-u',
          `${base}${CatalogApi.getAllMerchants.path}?marketId=1&${position}&groupByFranchisor=true&ignoreMarketRadius=false&limit=20`,
          '-p',
          'marketId,latitude,longitude,groupByFranchisor,ignoreMarketRadius,limit',
        ],
        expect: [
          'marketId',
          'latitude',
          'longitude',
          'groupByFranchisor',
          'ignoreMarketRadius',
          'limit',
        ],
      },
      {
        name: 'merchants of a franchisor: query',
        args: [
          '-u',
          `${base}${CatalogApi.getMerchantsByFranchisor.path}?marketId=1&franchisorId=1&${position}`,
          '-p',
          'marketId,franchisorId,latitude,longitude',
        ],
        expect: ['marketId', 'franchisorId', 'latitude', 'longitude'],
      },
      {
        name: 'one merchant: path id and query',
        args: [
          '-u',
          `${base}${urlOf(CatalogApi.getMerchant, { params: { id: 5 }, query: {} })}*?latitude=30.2672*&longitude=-97.7431*`,
        ],
        expect: ['#1*', '#2*', '#3*'],
      },
      {
        name: 'activation: JSON body with a session',
        args: [
          '-u',
          `${base}${ActivationApi.activate.path}`,
          `--data=${JSON.stringify({ code: sessionMember!.code })}`,
          `--headers=${origin}\n${json}`,
          `--cookie=${sessionMember!.cookie}`,
          '-p',
          'code',
        ],
        expect: ['code'],
      },
    ];

    // SQLMAP_TARGETS=login,activation probes only the targets whose names contain those words.
    const only = (process.env.SQLMAP_TARGETS ?? '')
      .split(',')
      .map((word) => word.trim().toLowerCase())
      .filter(Boolean);
    const chosen = targets.filter(
      (target) =>
        only.length === 0 || only.some((word) => target.name.toLowerCase().includes(word)),
    );
    if (chosen.length === 0)
      throw new Error(`SQLMAP_TARGETS matches no target (${only.join(', ')})`);

    const results: TargetResult[] = [];
    for (const [index, target] of chosen.entries()) {
      const outputDir = path.join(workDir, String(index));
      const began = performance.now();
      const { output, timedOut } = await runSqlmap(
        [
          ...target.args,
          '--batch',
          `--level=${String(level)}`,
          `--risk=${String(risk)}`,
          `--output-dir=${outputDir}`,
          '--flush-session',
          '--disable-coloring',
          '--drop-set-cookie',
          '--timeout=15',
          '--retries=1',
          '-v',
          '1',
        ],
        timeLimitMs,
      );
      const seconds = Math.round((performance.now() - began) / 100) / 10;
      const judged = judge(target, output, timedOut, outputDir);
      results.push({ name: target.name, seconds, ...judged });
      process.stdout.write(
        `  ${target.name}: ${judged.verdict} (${String(seconds)} s; tested ${judged.tested.join(', ')}; ` +
          `answers ${JSON.stringify(judged.httpErrors)})${judged.note ? `: ${judged.note}` : ''}\n`,
      );
    }

    // Proof that the login probes reached the server as Basic credentials: the failed attempts
    // with the member's email and a tampered password were counted, and locked the account.
    const database = openBenchDatabase(databaseUrl);
    let loginProbesCounted: boolean;
    try {
      const row = await database.db
        .selectFrom('app_user')
        .select(['failed_logins', 'locked_until'])
        .where('email', '=', loginMember!.email)
        .executeTakeFirstOrThrow();
      loginProbesCounted = row.failed_logins > 0 || row.locked_until !== null;
    } finally {
      await database.close();
    }

    const failures = results
      .filter((result) => result.verdict !== 'no injection found')
      .map(
        (result) => `${result.name}: ${result.verdict}${result.note ? ` (${result.note})` : ''}`,
      );
    if (!loginProbesCounted && chosen.some((target) => target.name.startsWith('login'))) {
      failures.push('login: the probes did not reach the server as Basic credentials');
    }
    const clean = results.filter((result) => result.verdict === 'no injection found').length;
    const summary =
      `sqlmap ${version} level ${String(level)} risk ${String(risk)}: ` +
      `${String(clean)}/${String(results.length)} targets no injection found` +
      (failures.length === 0 ? '' : `; FAILED: ${failures.join('; ')}`) +
      ` (${String(Math.round(results.reduce((sum, r) => sum + r.seconds, 0)))} s)`;
    report(
      'sqlmap',
      {
        passed: failures.length === 0,
        failures,
        sqlmap: version,
        level,
        risk,
        loginProbesCounted,
        targets: results,
      },
      summary,
    );
    for (const failure of failures) console.error(`bench:sqlmap: FAIL: ${failure}`);
    return failures.length === 0 ? 0 : 1;
  } finally {
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

/** `sqlmap --version`, which also tells whether Debian's sqlmap is installed. */
async function sqlmapVersion(): Promise<string> {
  try {
    const { output } = await runSqlmap(['--version'], 30_000);
    return output.split('\n')[0]?.trim() || 'unknown';
  } catch (error) {
    throw new Error(
      `sqlmap is not installed (apt-get install -y sqlmap; npm run bench:sqlmap installs it): ${String(error)}`,
      { cause: error },
    );
  }
}

process.exitCode = await main();
