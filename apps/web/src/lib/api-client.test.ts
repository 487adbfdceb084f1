import { AppHeader, defineEndpoint, ErrorCode, UNKNOWN_ERROR_MESSAGE } from '@citybook/contract';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { jsonResponse, stubFetch } from '../testing/fetch-stub.ts';
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
    const fetchMock = stubFetch({ 'POST /api/items': jsonResponse(200, { id: 3 }) });

    await expect(callApi(postItem, { body: { a: 1 } })).resolves.toEqual({
      id: 3,
    });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('carries status, code and message of an error answer', async () => {
    stubFetch({ 'GET /api/items': jsonResponse(400, { code: 2, message: 'Locked.' }) });

    const error = await failure(callApi(getItem));

    expect(error).toMatchObject({ status: 400, code: 2, message: 'Locked.', path: '/api/items' });
    expect(isUnauthorized(error)).toBe(false);
    expect(isForbidden(error)).toBe(false);
  });

  it('uses the unknown-error message when the error answer is not JSON', async () => {
    stubFetch({ 'GET /api/items': new Response('<html>Bad gateway</html>', { status: 502 }) });

    const error = await failure(callApi(touchItems));

    expect(error).toMatchObject({ status: 502, code: 502, message: UNKNOWN_ERROR_MESSAGE });
  });

  it('recognises an unauthorized answer', async () => {
    stubFetch({ 'GET /api/items': new Response(null, { status: 401 }) });

    expect(isUnauthorized(await failure(callApi(touchItems)))).toBe(true);
  });

  it('rejects an answer that does not match the contract', async () => {
    stubFetch({ 'GET /api/items': jsonResponse(200, { id: 'three' }) });

    const error = await failure(callApi(getItem));

    expect(error).toMatchObject({
      status: 200,
      code: ErrorCode.unknown,
      message: UNKNOWN_ERROR_MESSAGE,
    });
  });

  it('turns a network failure into an unknown error', async () => {
    stubFetch({});

    const error = await failure(callApi(offline));

    expect(error).toMatchObject({ status: 0, message: UNKNOWN_ERROR_MESSAGE });
  });

  it('reloads the app when the server says it needs an update (444)', async () => {
    stubFetch({
      'GET /api/items': jsonResponse(444, { code: 444, message: 'Please update the app.' }),
    });

    const error = await failure(callApi(touchItems));

    expect(reloadWithoutHash).toHaveBeenCalledOnce();
    expect(error.status).toBe(444);
  });

  it('reloads for an update only once per session, so a too-old native app does not loop', async () => {
    vi.mocked(reloadWithoutHash).mockClear();
    stubFetch({ 'GET /api/items': jsonResponse(444, { code: 444, message: 'Update.' }) });

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
    const fetchMock = stubFetch({
      'GET /api/items': jsonResponse(200, { id: 1 }),
      'POST /api/items': jsonResponse(200, { id: 2 }),
    });

    await callApi(getItem);
    await callApi(postItem, { body: {} });

    for (const [, init] of fetchMock.mock.calls) {
      const headers = new Headers(init?.headers);
      expect(headers.get(AppHeader.platform)).toBe('android');
      expect(headers.get(AppHeader.version)).toBe('3.1');
    }
    sessionStorage.removeItem(MOBILE_PLUS_KEY);
  });

  it('sends no app headers from the plain web', async () => {
    const fetchMock = stubFetch({ 'GET /api/items': jsonResponse(200, { id: 1 }) });

    await callApi(getItem);

    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has(AppHeader.platform)).toBe(false);
  });

  it('recognises a forbidden answer', async () => {
    stubFetch({ 'POST /api/items': jsonResponse(403, { code: 'forbidden', message: 'No.' }) });

    expect(isForbidden(await failure(callApi(postNothing)))).toBe(true);
  });

  it('fills in the path parameters, encoded, and the query values given', async () => {
    const fetchMock = stubFetch({
      'GET /api/items/a%2Fb?all=true': jsonResponse(200, { id: 4 }),
    });

    await expect(
      callApi(getOne, { params: { id: 'a/b' }, query: { near: undefined, all: true } }),
    ).resolves.toEqual({ id: 4 });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('sends an empty object as the body of a call that declares none', async () => {
    const fetchMock = stubFetch({ 'POST /api/items': new Response(null, { status: 204 }) });

    await expect(callApi(postNothing)).resolves.toBeUndefined();

    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{}');
  });
});
