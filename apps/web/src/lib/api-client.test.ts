import { AppHeader, ErrorCode, UNKNOWN_ERROR_MESSAGE } from '@citybook/contract';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { jsonResponse, stubFetch } from '../testing/fetch-stub.ts';
import { ApiError, isForbidden, isUnauthorized, requestJson, requestVoid } from './api-client.ts';
import { reloadWithoutHash } from './reload.ts';
import { MOBILE_PLUS_KEY } from './variant.ts';

vi.mock('./reload.ts', () => ({ reloadWithoutHash: vi.fn() }));

const itemSchema = z.object({ id: z.number() });

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

    await expect(
      requestJson('/api/items', itemSchema, { method: 'POST', body: { a: 1 } }),
    ).resolves.toEqual({
      id: 3,
    });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('carries status, code and message of an error answer', async () => {
    stubFetch({ 'GET /api/items': jsonResponse(400, { code: 2, message: 'Locked.' }) });

    const error = await failure(requestJson('/api/items', itemSchema));

    expect(error).toMatchObject({ status: 400, code: 2, message: 'Locked.', path: '/api/items' });
    expect(isUnauthorized(error)).toBe(false);
    expect(isForbidden(error)).toBe(false);
  });

  it('uses the unknown-error message when the error answer is not JSON', async () => {
    stubFetch({ 'GET /api/items': new Response('<html>Bad gateway</html>', { status: 502 }) });

    const error = await failure(requestVoid('/api/items'));

    expect(error).toMatchObject({ status: 502, code: 502, message: UNKNOWN_ERROR_MESSAGE });
  });

  it('recognises an unauthorized answer', async () => {
    stubFetch({ 'GET /api/items': new Response(null, { status: 401 }) });

    expect(isUnauthorized(await failure(requestVoid('/api/items')))).toBe(true);
  });

  it('rejects an answer that does not match the contract', async () => {
    stubFetch({ 'GET /api/items': jsonResponse(200, { id: 'three' }) });

    const error = await failure(requestJson('/api/items', itemSchema));

    expect(error).toMatchObject({
      status: 200,
      code: ErrorCode.unknown,
      message: UNKNOWN_ERROR_MESSAGE,
    });
  });

  it('turns a network failure into an unknown error', async () => {
    stubFetch({});

    const error = await failure(requestVoid('/api/offline'));

    expect(error).toMatchObject({ status: 0, message: UNKNOWN_ERROR_MESSAGE });
  });

  it('reloads the app when the server says it needs an update (444)', async () => {
    stubFetch({
      'GET /api/items': jsonResponse(444, { code: 444, message: 'Please update the app.' }),
    });

    const error = await failure(requestVoid('/api/items'));

    expect(reloadWithoutHash).toHaveBeenCalledOnce();
    expect(error.status).toBe(444);
  });

  it('reloads for an update only once per session, so a too-old native app does not loop', async () => {
    vi.mocked(reloadWithoutHash).mockClear();
    stubFetch({ 'GET /api/items': jsonResponse(444, { code: 444, message: 'Update.' }) });

    await failure(requestVoid('/api/items'));
    await failure(requestVoid('/api/items'));

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

    await requestJson('/api/items', itemSchema);
    await requestJson('/api/items', itemSchema, { method: 'POST' });

    for (const [, init] of fetchMock.mock.calls) {
      const headers = new Headers(init?.headers);
      expect(headers.get(AppHeader.platform)).toBe('android');
      expect(headers.get(AppHeader.version)).toBe('3.1');
    }
    sessionStorage.removeItem(MOBILE_PLUS_KEY);
  });

  it('sends no app headers from the plain web', async () => {
    const fetchMock = stubFetch({ 'GET /api/items': jsonResponse(200, { id: 1 }) });

    await requestJson('/api/items', itemSchema);

    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has(AppHeader.platform)).toBe(false);
  });

  it('recognises a forbidden answer', async () => {
    stubFetch({ 'POST /api/items': jsonResponse(403, { code: 'forbidden', message: 'No.' }) });

    expect(isForbidden(await failure(requestVoid('/api/items', { method: 'POST' })))).toBe(true);
  });
});
