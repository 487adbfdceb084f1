import { ErrorCode, ActivationApi, CatalogApi, urlOf } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { SandboxCards } from '../../src/lib/payments/sandbox-gateway.ts';
import { loggedInMember } from '../helpers/member.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { httpsAppOptions, json } from './set-up.ts';

const testApp = useTestApp();
const httpsApp = useTestApp(httpsAppOptions);
const searchApp = useTestApp({ config: { RATE_LIMIT_SEARCH: '3' } });

let nextAddress = 10;
/** A client address of its own, so one test's rate-limit counters never meet another's. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

describe('rate limits', () => {
  it('stop code activation after the limit, whatever X-Forwarded-For says', async () => {
    const { app } = httpsApp();
    const { cookie } = await loggedInMember(httpsApp());
    const remoteAddress = freshAddress();
    const activate = (forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: ActivationApi.activate.path,
        remoteAddress,
        headers: { ...json, cookie, 'x-forwarded-for': forwardedFor },
        payload: JSON.stringify({ code: 'ABCD-EFGH-JKMN-PQRS' }),
      });
    const statuses = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      statuses.push((await activate(`203.0.113.${attempt}`)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    const limited = await activate('203.0.113.99');
    expect(limited.json()).toEqual({ code: ErrorCode.rateLimited, message: expect.any(String) });
  });

  it('stop card-number lookups after 60 a minute', async () => {
    const { app } = testApp();
    const remoteAddress = freshAddress();
    const statuses = new Map<number, number>();
    for (let attempt = 0; attempt < 61; attempt += 1) {
      const response = await app.inject({
        url: urlOf(ActivationApi.validatePaymentCardNumber, {
          params: { number: SandboxCards.visa },
        }),
        remoteAddress,
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 60, 429: 1 });
  });

  it('stop market searches after RATE_LIMIT_SEARCH a minute per address (issue 27 finding 10)', async () => {
    const { app, db } = searchApp();
    const market = await db.selectFrom('market').select('id').executeTakeFirstOrThrow();
    const search = (remoteAddress: string, q: string) =>
      app.inject({
        url: `${CatalogApi.searchMarket.path}?marketId=${String(market.id)}&q=${encodeURIComponent(q)}`,
        remoteAddress,
      });
    const remoteAddress = freshAddress();
    const statuses = [];
    // A crafted typo term (one repeated letter passes the scan's quick filters) costs a call too.
    for (const q of ['pizza', 'eeeeeeee', 'жжжжжжжж', 'coffee'])
      statuses.push((await search(remoteAddress, q)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await search(remoteAddress, 'pizza');
    expect(limited.json()).toEqual({ code: ErrorCode.rateLimited, message: expect.any(String) });
    expect((await search(freshAddress(), 'pizza')).statusCode).toBe(200);
  });
});
