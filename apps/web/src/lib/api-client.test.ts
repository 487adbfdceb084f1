import { AppHeader, defineEndpoint, ErrorCode, UNKNOWN_ERROR_MESSAGE } from '@citybook/contract';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { HttpResponse } from 'msw';
import { apiHandler, apiReply, errorResponse } from '../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../testing/mocks/requests.ts';
import { server } from '../testing/mocks/server.ts';
import { ApiError, callApi, isForbidden, isUnauthorized } from './api-client.ts';
import { reloadWithoutHash } from './reload.ts';
import { MOBILE_PLUS_KEY } from './variant.ts';

vi.mock('./reload.ts', () => ({ reloadWithoutHash: vi.fn() }));

const itemSchema = z.object({ id: z.number() });

/** Endpoints of these tests only, declared as the contract declares the API's. */
const item = { area: 'app', access: 'anyone', errors: [] } as const;
const getItem = defineEndpoint({
  ...item,
  name: 'getItem',
  method: 'GET',
  path: '/api/items',
  response: itemSchema,
});
const postItem = defineEndpoint({
  ...item,
  name: 'postItem',
  method: 'POST',
  path: '/api/items',
  body: z.object({ a: z.optional(z.number()) }),
  response: itemSchema,
});
/** Answers 204: nothing is read from the answer. */
const touchItems = defineEndpoint({
  ...item,
  name: 'touchItems',
  method: 'GET',
  path: '/api/items',
  response: null,
});
const postNothing = defineEndpoint({
  ...item,
  name: 'postNothing',
  method: 'POST',
  path: '/api/items',
  response: null,
});
const offline = defineEndpoint({
  ...item,
  name: 'offline',
  method: 'GET',
  path: '/api/offline',
  response: null,
});
const getOne = defineEndpoint({
  ...item,
  name: 'getOne',
  method: 'GET',
  path: '/api/items/:id',
  params: z.object({ id: z.string() }),
  query: z.object({ near: z.optional(z.string()), all: z.optional(z.boolean()) }),
  response: itemSchema,
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

describe('api client', () => {
  it('sends JSON with same-origin credentials and checks the answer', async () => {
    server.use(apiReply(postItem, { id: 3 }));
    const requests = recordRequests();

    await expect(callApi(postItem, { body: { a: 1 } })).resolves.toEqual({
      id: 3,
    });

    const init = requests.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers.get('Content-Type')).toBe('application/json');
  });

  it('carries status, code and message of an error answer', async () => {
    server.use(apiHandler(getItem, () => errorResponse(400, { code: 2, message: 'Locked.' })));

    const error = await failure(callApi(getItem));

    expect(error).toMatchObject({ status: 400, code: 2, message: 'Locked.', path: '/api/items' });
    expect(isUnauthorized(error)).toBe(false);
    expect(isForbidden(error)).toBe(false);
  });

  it('uses the unknown-error message when the error answer is not JSON', async () => {
    server.use(
      apiHandler(touchItems, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
    );

    const error = await failure(callApi(touchItems));

    expect(error).toMatchObject({ status: 502, code: 502, message: UNKNOWN_ERROR_MESSAGE });
  });

  it('recognises an unauthorized answer', async () => {
    server.use(apiHandler(touchItems, () => new HttpResponse(null, { status: 401 })));

    expect(isUnauthorized(await failure(callApi(touchItems)))).toBe(true);
  });

  it('rejects an answer that does not match the contract', async () => {
    server.use(apiHandler(getItem, () => HttpResponse.json({ id: 'three' })));

    const error = await failure(callApi(getItem));

    expect(error).toMatchObject({
      status: 200,
      code: ErrorCode.unknown,
      message: UNKNOWN_ERROR_MESSAGE,
    });
  });

  it('turns a network failure into an unknown error', async () => {
    server.use(apiHandler(offline, () => HttpResponse.error()));

    const error = await failure(callApi(offline));

    expect(error).toMatchObject({ status: 0, message: UNKNOWN_ERROR_MESSAGE });
  });

  it('reloads the app when the server says it needs an update (444)', async () => {
    server.use(
      apiHandler(touchItems, () =>
        errorResponse(444, { code: 444, message: 'Please update the app.' }),
      ),
    );

    const error = await failure(callApi(touchItems));

    expect(reloadWithoutHash).toHaveBeenCalledOnce();
    expect(error.status).toBe(444);
  });

  it('reloads for an update only once per session, so a too-old native app does not loop', async () => {
    vi.mocked(reloadWithoutHash).mockClear();
    server.use(apiHandler(touchItems, () => errorResponse(444, { code: 444, message: 'Update.' })));

    await failure(callApi(touchItems));
    await failure(callApi(touchItems));

    expect(reloadWithoutHash).toHaveBeenCalledOnce();
  });

  it('names the native subscription app and its version on every call from the shell', async () => {
    sessionStorage.setItem(MOBILE_PLUS_KEY, 'true');
    vi.stubGlobal('CitybookAndroid', { postMessage: vi.fn() });
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Android) CitybookApp/3.1',
    );
    server.use(apiReply(getItem, { id: 1 }), apiReply(postItem, { id: 2 }));
    const requests = recordRequests();

    await callApi(getItem);
    await callApi(postItem, { body: {} });

    expect(requests).toHaveBeenCalledTimes(2);
    for (const [, init] of requests.mock.calls) {
      const headers = init.headers;
      expect(headers.get(AppHeader.platform)).toBe('android');
      expect(headers.get(AppHeader.version)).toBe('3.1');
    }
    sessionStorage.removeItem(MOBILE_PLUS_KEY);
  });

  it('sends no app headers from the plain web', async () => {
    server.use(apiReply(getItem, { id: 1 }));
    const requests = recordRequests();

    await callApi(getItem);

    expect(requests.mock.calls[0]?.[1].headers.has(AppHeader.platform)).toBe(false);
  });

  it('recognises a forbidden answer', async () => {
    server.use(
      apiHandler(postNothing, () => errorResponse(403, { code: 'forbidden', message: 'No.' })),
    );

    expect(isForbidden(await failure(callApi(postNothing)))).toBe(true);
  });

  it('fills in the path parameters, encoded, and the query values given', async () => {
    server.use(apiReply(getOne, { id: 4 }, { params: { id: 'a/b' }, query: { all: true } }));
    const requests = recordRequests();

    await expect(
      callApi(getOne, { params: { id: 'a/b' }, query: { near: undefined, all: true } }),
    ).resolves.toEqual({ id: 4 });
    expect(requests).toHaveBeenCalledOnce();
    expect(requests).toHaveBeenCalledWith('/api/items/a%2Fb?all=true', expect.anything());
  });

  it('sends an empty object as the body of a call that declares none', async () => {
    server.use(apiReply(postNothing, undefined));
    const requests = recordRequests();

    await expect(callApi(postNothing)).resolves.toBeUndefined();

    expect(requests.mock.calls[0]?.[1]?.body).toBe('{}');
  });
});
