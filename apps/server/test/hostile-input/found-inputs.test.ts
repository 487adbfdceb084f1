import {
  ErrorCode,
  MarketApi,
  urlOf,
  CatalogApi,
  ActivationApi,
  RedemptionApi,
  AccountApi,
} from '@citybook/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { SandboxCards } from '../../src/lib/payments/sandbox-gateway.ts';
import { cardPayload } from '../factories/subscription.ts';
import { getJson, loginRequest, postJson } from '../helpers/session.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { databasePicture } from './database-picture.ts';
import { ensureMember } from './identities.ts';
import { runContext } from './placeholders.ts';
import { setUpHostileRun } from './set-up.ts';

const testApp = useTestApp();

describe('hostile input', () => {
  beforeAll(() => setUpHostileRun(testApp()));

  describe('inputs the generators found (PostgreSQL answered 500 to each)', () => {
    it('refuses ids beyond a 32-bit integer in paths, queries and bodies with 400', async () => {
      const { app } = testApp();
      const cookie = await ensureMember(testApp());
      const huge = 2_147_483_648;
      const answers = [
        await getJson(app, urlOf(MarketApi.getMarket, { params: { marketId: huge } })),
        await getJson(app, urlOf(CatalogApi.getMerchant, { params: { id: huge }, query: {} })),
        await getJson(app, urlOf(CatalogApi.getCategories, { params: { marketId: huge } })),
        await getJson(app, `${CatalogApi.getAllMerchants.path}?marketId=${huge}`),
        await getJson(
          app,
          `${CatalogApi.getMerchantsInCategory.path}?marketId=1&categoryId=${huge}`,
        ),
        await getJson(
          app,
          `${CatalogApi.getMerchantsByFranchisor.path}?marketId=1&franchisorId=${huge}`,
        ),
        await getJson(
          app,
          urlOf(ActivationApi.getActivation, {
            params: { activationVoucherId: Number.MAX_SAFE_INTEGER },
          }),
          cookie,
        ),
        await postJson(app, MarketApi.setMarket.path, { marketId: 4_294_967_296 }, cookie),
        await postJson(
          app,
          RedemptionApi.redeem.path,
          { offerId: huge, activationVoucherId: 1 },
          cookie,
        ),
        await postJson(
          app,
          ActivationApi.activateSubscription.path,
          { subscriptionTypeCode: huge, sourcePayload: cardPayload(SandboxCards.visa) },
          cookie,
        ),
      ];
      for (const response of answers) {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({ code: ErrorCode.validation });
      }
      // The largest id is still an id: not found, not refused.
      expect(
        (
          await app.inject({
            url: urlOf(MarketApi.getMarket, { params: { marketId: 2_147_483_647 } }),
          })
        ).statusCode,
      ).toBe(404);
    });

    it('refuses text holding NUL with 400 and writes nothing', async () => {
      const { app, db } = testApp();
      const cookie = await ensureMember(testApp());
      const before = await databasePicture(db, { ignoreLoginCounters: false });
      const answers = [
        await postJson(
          app,
          AccountApi.updateProfile.path,
          { emailAddress: runContext().memberEmail, firstName: 'Ana\u0000' },
          cookie,
        ),
        await postJson(app, AccountApi.forgotPassword.path, {
          emailAddress: 'a\u0000@example.com',
        }),
        await postJson(app, AccountApi.forgotPassword.path, { emailAddress: 'x', ['k\u0000']: 1 }),
      ];
      for (const response of answers) {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({ code: ErrorCode.validation });
      }
      // In the Basic header of a login it is simply a wrong email.
      const login = await loginRequest(app, 'a\u0000b@example.com', 'Valid#Pass1');
      expect(login.statusCode).toBe(401);
      expect(await databasePicture(db, { ignoreLoginCounters: false })).toEqual(before);
      // An escaped backslash before "u0000" is not NUL.
      const text = await postJson(app, AccountApi.forgotPassword.path, {
        emailAddress: '\\u0000',
      });
      expect(text.statusCode).toBe(200);
    });

    it('answers a broken %-escape or an over-long path parameter in the JSON error shape', async () => {
      const { app } = testApp();
      const answers = [
        await app.inject({ url: '/api/market/get/%ZZ' }),
        await app.inject({ url: '/%' }),
        await app.inject({ url: `/api/market/get/${'1'.repeat(200)}` }),
      ];
      expect(answers.map((response) => response.statusCode)).toEqual([400, 400, 414]);
      for (const response of answers) {
        expect(response.json()).toEqual({
          code: ErrorCode.validation,
          message: expect.any(String),
        });
      }
    });
  });
});
