import {
  ActivationErrors,
  defineEndpoint,
  ErrorCode,
  MarketApi,
  MarketErrors,
  UNKNOWN_ERROR_MESSAGE,
  type Endpoint,
} from '@citybook/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpointRoutes, requireHandlers } from '../src/http/endpoint-routes.ts';
import { HttpError } from '../src/lib/http-error.ts';
import { marketRoutes } from '../src/modules/market/index.ts';
import { useTestApp } from './helpers/test-app.ts';

/** An endpoint of the market area that no module implements. */
const unimplemented = defineEndpoint({
  area: 'market',
  name: 'getMarketWeather',
  method: 'GET',
  path: '/api/market/weather',
  access: 'anyone',
  response: null,
  errors: [],
});

/** Starts a bare app with the market area's real routes against this catalogue. */
async function startMarketArea(declared: readonly Endpoint[]) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  requireHandlers(app, declared);
  await app.register(
    marketRoutes({
      chooseMarket: async () => {},
      profileOf: async () => {
        throw new Error('not called');
      },
    }),
  );
  return app;
}

describe('start-up', () => {
  it('fails naming a declared endpoint that has no handler', async () => {
    const app = await startMarketArea([...Object.values(MarketApi), unimplemented]);
    await expect(app.ready()).rejects.toThrow('No handler for getMarketWeather');
    await app.close();
  });

  it('succeeds when every declared endpoint has one', async () => {
    const app = await startMarketArea(Object.values(MarketApi));
    await expect(app.ready()).resolves.toBe(app);
    await app.close();
  });
});

/** Answers, as an error, the declared answer or one its declaration does not list. */
const errorProbe = defineEndpoint({
  area: 'app',
  name: 'errorProbe',
  method: 'GET',
  path: '/api/test/error-probe',
  access: 'anyone',
  query: z.object({ answer: z.enum(['declared', 'undeclared']) }),
  response: z.object({}),
  errors: [MarketErrors.unknownMarket],
});

const logLines: string[] = [];
const testApp = useTestApp({
  config: { LOG_LEVEL: 'warn' },
  logStream: { write: (line) => void logLines.push(line) },
  extend(app) {
    void app.register(
      endpointRoutes({ errorProbe }, () => ({
        errorProbe: async ({ query }) => {
          throw query.answer === 'declared'
            ? new HttpError(MarketErrors.unknownMarket, 'No such market.')
            : new HttpError(ActivationErrors.paymentDeclined, 'Declined by the bank.');
        },
      })),
    );
  },
});

describe('error answers with checkErrorAnswers (the API tests)', () => {
  const undeclaredLines = () =>
    logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'error answer not declared in the contract');

  it('pass when the endpoint declares them', async () => {
    logLines.length = 0;
    const response = await testApp().app.inject({ url: '/api/test/error-probe?answer=declared' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: ErrorCode.notFound, message: 'No such market.' });
    expect(undeclaredLines()).toEqual([]);
  });

  it('become a 500 with an error log line when it does not', async () => {
    logLines.length = 0;
    const response = await testApp().app.inject({ url: '/api/test/error-probe?answer=undeclared' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: ErrorCode.unknown, message: UNKNOWN_ERROR_MESSAGE });
    expect(undeclaredLines()).toEqual([
      expect.objectContaining({
        level: 50,
        undeclared: {
          status: ActivationErrors.paymentDeclined.status,
          code: ActivationErrors.paymentDeclined.code,
          endpoint: 'errorProbe',
        },
      }),
    ]);
  });
});
