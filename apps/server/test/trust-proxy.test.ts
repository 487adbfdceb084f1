import { encodeBasicAuth, GUEST_EMAIL, GUEST_PASSWORD, SESSION_COOKIE } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { useTestApp } from './helpers/test-app.ts';

/**
 * Behind a load balancer that appends the client's address to X-Forwarded-For (nginx's
 * $proxy_add_x_forwarded_for, cloud load balancers), TRUST_PROXY=<the balancer's addresses> makes
 * the address the balancer wrote count, not what the client put in front of it.
 */
const BALANCER = '10.0.0.5';

const testApp = useTestApp({ config: { TRUST_PROXY: '10.0.0.0/24', RATE_LIMIT_LOGIN: '2' } });

function loginThroughBalancer(
  forwardedFor: string,
  extra: Record<string, string> = {},
  from = BALANCER,
) {
  return testApp().app.inject({
    method: 'POST',
    url: '/api/account/login',
    remoteAddress: from,
    headers: {
      authorization: encodeBasicAuth({ email: 'nobody@example.com', password: 'Wrong#pass1' }),
      'content-type': 'application/json',
      'x-forwarded-for': forwardedFor,
      ...extra,
    },
    payload: '',
  });
}

describe('TRUST_PROXY', () => {
  it('reads true, false and proxy addresses, and names a bad value', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(true);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(trust('10.0.0.0/8, 127.0.0.1,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    for (const bad of ['yes', '1', '10.0.0.0/33', 'proxy.example', '10.0.0.1,', '-1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });

  it('rate-limits by the address the balancer appended, whatever the client wrote', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      // A client making up a new address each time, in front of its real one.
      const answer = await loginThroughBalancer(`198.51.100.${String(attempt)}, 203.0.113.7`);
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([401, 401, 429]);
    // Another client behind the same balancer has its own count.
    expect((await loginThroughBalancer('203.0.113.8')).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For from a client that is not a listed balancer', async () => {
    const direct = '198.51.100.99';
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push(
        (await loginThroughBalancer(`203.0.113.${String(50 + attempt)}`, {}, direct)).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('takes the scheme and host from the balancer for cookies and the origin check', async () => {
    const { app } = testApp();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      remoteAddress: BALANCER,
      headers: {
        authorization: encodeBasicAuth({ email: GUEST_EMAIL, password: GUEST_PASSWORD }),
        'content-type': 'application/json',
        origin: 'https://citybook.example',
        'x-forwarded-for': '203.0.113.9',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'citybook.example',
      },
      payload: '',
    });
    expect(answer.statusCode).toBe(200);
    const cookie = answer.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.secure).toBe(true);
  });
});
