/**
 * Scale-out checks (issue #8, item 6), run by scripts/scale-out.sh once PostgreSQL, two servers on
 * one database and nginx in round-robin in front of them are up (all on loopback):
 *
 * 1. requests through nginx land on both servers (nginx names the one in X-Upstream);
 * 2. a session made through nginx works on each server directly and through nginx, and a logout
 *    through nginx ends it on both;
 * 3. 30 concurrent redeems of one voucher and offer through nginx, spread over both servers: exactly
 *    one 200, the others 409, exactly one row;
 * 4. the login rate limit holds for both servers together (counted in the database, issue #14),
 *    and a client cannot dodge it with its own X-Forwarded-For header;
 * 5. one server is killed (SIGKILL): through nginx the session still works and redeeming goes on.
 *
 * Usage: npm run bench:scale-out   (which runs bash scripts/scale-out.sh; this file needs the
 * SCALE_URL, SCALE_DATABASE_URL, SCALE_SERVERS and SCALE_LOGIN_LIMIT it sets)
 */
import {
  AppRequestHeader,
  encodeBasicAuth,
  SESSION_COOKIE,
  AccountApi,
  RedemptionApi,
  MarketApi,
} from '@citybook/contract';
import { openBenchDatabase, redeemableOfferIds } from './lib/db.ts';
import { cookieFrom, httpRequest, type HttpAnswer } from './lib/http.ts';
import { createActivatedMembers, jsonHeaders, type Member } from './lib/members.ts';
import { report } from './lib/results.ts';

interface Upstream {
  address: string;
  pid: number;
}

function settings(): {
  url: string;
  databaseUrl: string;
  servers: Upstream[];
  loginLimit: number;
} {
  const url = process.env.SCALE_URL;
  const loginLimit = Number(process.env.SCALE_LOGIN_LIMIT);
  const databaseUrl = process.env.SCALE_DATABASE_URL;
  const servers = (process.env.SCALE_SERVERS ?? '')
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const [address = '', pid = ''] = entry.split('=');
      return { address, pid: Number(pid) };
    });
  if (
    !url ||
    !databaseUrl ||
    servers.length !== 2 ||
    servers.some((s) => !s.address || !(s.pid > 0)) ||
    !(loginLimit > 0)
  ) {
    throw new Error(
      'bench/scale-out.ts runs inside scripts/scale-out.sh: use `npm run bench:scale-out`',
    );
  }
  return { url, databaseUrl, servers, loginLimit };
}

const upstreamOf = (answer: HttpAnswer): string => String(answer.headers['x-upstream'] ?? '?');

function tally(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

async function main(): Promise<number> {
  const { url, databaseUrl, servers, loginLimit } = settings();
  const failures: string[] = [];
  const expect = (ok: boolean, failure: string) => {
    if (!ok) failures.push(failure);
  };
  const addresses = servers.map((server) => server.address);
  const bothServers = (counts: Record<string, number>) =>
    addresses.every((a) => (counts[a] ?? 0) > 0);
  const profileAt = (base: string, cookie: string) =>
    httpRequest(`${base}${AccountApi.getProfile.path}`, { headers: { cookie } });
  const logIn = async (member: Member) => {
    const answer = await httpRequest(`${url}${AccountApi.login.path}`, {
      headers: {
        ...jsonHeaders(url),
        authorization: encodeBasicAuth({ email: member.email, password: member.password }),
      },
      body: '',
    });
    if (answer.status !== 200) throw new Error(`login through nginx: ${String(answer.status)}`);
    return { cookie: cookieFrom(answer, SESSION_COOKIE), upstream: upstreamOf(answer) };
  };
  const redeem = (member: Member, cookie: string, offerId: number) =>
    httpRequest(`${url}${RedemptionApi.redeem.path}`, {
      headers: jsonHeaders(url, cookie),
      body: { offerId, activationVoucherId: member.voucherId },
    });

  const database = openBenchDatabase(databaseUrl);
  try {
    // 1. Round-robin.
    const spread = tally(
      (
        await Promise.all(
          Array.from({ length: 20 }, () => httpRequest(`${url}${MarketApi.getMarkets.path}`)),
        )
      ).map(upstreamOf),
    );
    expect(bothServers(spread), `requests did not reach both servers: ${JSON.stringify(spread)}`);

    // 2. One session, both servers.
    const [member] = await createActivatedMembers(url, databaseUrl, 1, { prefix: 'scale' });
    const login = await logIn(member!);
    const direct = await Promise.all(
      addresses.map(async (address) => ({
        address,
        status: (await profileAt(`http://${address}`, login.cookie)).status,
      })),
    );
    expect(
      direct.every((d) => d.status === 200),
      `the session made through ${login.upstream} does not work on every server: ${JSON.stringify(direct)}`,
    );
    const viaNginx = await Promise.all(
      Array.from({ length: 10 }, () => profileAt(url, login.cookie)),
    );
    const viaNginxSpread = tally(viaNginx.map(upstreamOf));
    expect(
      viaNginx.every((answer) => answer.status === 200),
      `profile through nginx: ${JSON.stringify(tally(viaNginx.map((a) => String(a.status))))}`,
    );
    expect(
      bothServers(viaNginxSpread),
      `profile calls did not reach both servers: ${JSON.stringify(viaNginxSpread)}`,
    );

    const ended = await logIn(member!);
    const logout = await httpRequest(`${url}${AccountApi.logout.path}`, {
      headers: { cookie: ended.cookie, [AppRequestHeader.name]: AppRequestHeader.value },
    });
    const afterLogout = await Promise.all(
      addresses.map(async (address) => (await profileAt(`http://${address}`, ended.cookie)).status),
    );
    expect(
      logout.status === 200 && afterLogout.every((status) => status === 401),
      `logout through ${upstreamOf(logout)} (${String(logout.status)}) left the session alive: ${JSON.stringify(afterLogout)}`,
    );

    // 3. Exactly one redemption out of 30 concurrent calls spread over both servers.
    const offerIds = await redeemableOfferIds(database);
    const offerId = offerIds[0]!;
    const race = await Promise.all(
      Array.from({ length: 30 }, () => redeem(member!, login.cookie, offerId)),
    );
    const raceStatuses = tally(race.map((answer) => String(answer.status)));
    const raceSpread = tally(race.map(upstreamOf));
    const raceRows = await database.db
      .selectFrom('redemption')
      .select('id')
      .where('activation_voucher_id', '=', member!.voucherId)
      .where('offer_id', '=', offerId)
      .execute();
    expect(
      raceStatuses['200'] === 1 && raceStatuses['409'] === 29,
      `30 concurrent redeems answered ${JSON.stringify(raceStatuses)}, expected one 200 and 29 409`,
    );
    expect(
      raceRows.length === 1,
      `${String(raceRows.length)} redemption rows for the raced pair, expected 1`,
    );
    expect(
      bothServers(raceSpread),
      `the concurrent redeems did not reach both servers: ${JSON.stringify(raceSpread)}`,
    );

    // 4. Rate limits are counted in the database, for every server together; a made-up
    // X-Forwarded-For does not reset them. The
    // client calls from 127.0.0.2, another address than nginx's 127.0.0.1 (the one the servers
    // trust), as a client on another machine would.
    const attempts: string[] = [];
    const limitedOn = new Set<string>();
    for (let i = 0; i < loginLimit * servers.length + 10; i++) {
      const answer = await httpRequest(`${url}${AccountApi.login.path}`, {
        headers: {
          ...jsonHeaders(url),
          authorization: encodeBasicAuth({
            email: `nobody-${String(i)}@example.com`,
            password: 'Wrong#Passw0rd1',
          }),
          'x-forwarded-for': `203.0.113.${String(i % 250)}`,
        },
        body: '',
        localAddress: '127.0.0.2',
      });
      attempts.push(String(answer.status));
      if (answer.status === 429) limitedOn.add(upstreamOf(answer));
    }
    const rateStatuses = tally(attempts);
    const allowed = rateStatuses['401'] ?? 0;
    expect(
      (rateStatuses['429'] ?? 0) > 0,
      `logins with made-up X-Forwarded-For addresses were not limited: ${JSON.stringify(rateStatuses)}`,
    );
    expect(
      allowed === loginLimit && limitedOn.size === servers.length,
      `expected ${String(loginLimit)} logins a minute over both servers together, refused by each: ${JSON.stringify(rateStatuses)}`,
    );

    // 5. One server dies: the other serves the same session, and redeeming goes on.
    const [victim, survivor] = servers as [Upstream, Upstream];
    process.kill(victim.pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const afterKill = await Promise.all(
      Array.from({ length: 10 }, () => profileAt(url, login.cookie)),
    );
    const afterKillRedeem = await redeem(member!, login.cookie, offerIds[1]!);
    const afterKillStatuses = tally([...afterKill, afterKillRedeem].map((a) => String(a.status)));
    const afterKillSpread = tally([...afterKill, afterKillRedeem].map(upstreamOf));
    expect(
      afterKillStatuses['200'] === 11,
      `with ${victim.address} killed, answers through nginx were ${JSON.stringify(afterKillStatuses)}`,
    );

    const figures = {
      passed: failures.length === 0,
      failures,
      servers: addresses,
      roundRobin: spread,
      session: {
        loggedInThrough: login.upstream,
        directProfile: direct,
        profileThroughNginx: viaNginxSpread,
        logoutThrough: upstreamOf(logout),
        profileAfterLogout: afterLogout,
      },
      concurrentRedeem: {
        calls: 30,
        statuses: raceStatuses,
        servers: raceSpread,
        rows: raceRows.length,
      },
      loginRateLimit: {
        perProcessLimit: loginLimit,
        attempts: attempts.length,
        statuses: rateStatuses,
        allowedInTotal: allowed,
        limitedBy: [...limitedOn],
      },
      oneServerKilled: {
        killed: victim.address,
        survivor: survivor.address,
        statuses: afterKillStatuses,
        servers: afterKillSpread,
      },
    };
    const summary =
      `2 servers behind nginx on PostgreSQL: round-robin ${JSON.stringify(spread)}; session from ${login.upstream} ` +
      `works on both (${direct.map((d) => String(d.status)).join('/')}), logout ends it on both ` +
      `(${afterLogout.join('/')}); 30 concurrent redeems -> ${JSON.stringify(raceStatuses)} over ` +
      `${JSON.stringify(raceSpread)}, ${String(raceRows.length)} row; login limit ${String(loginLimit)}/min per process: ` +
      `${String(allowed)} of ${String(attempts.length)} attempts allowed with made-up X-Forwarded-For; one server killed -> ` +
      `${JSON.stringify(afterKillStatuses)}; ${failures.length === 0 ? 'checks passed' : `FAILED: ${failures.join('; ')}`}`;
    report('scale-out', figures, summary);
    for (const failure of failures) console.error(`bench:scale-out: FAIL: ${failure}`);
    return failures.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
