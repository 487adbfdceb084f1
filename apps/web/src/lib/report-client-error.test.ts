import { AppApi } from '@citybook/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiNetworkError } from '../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../testing/mocks/requests.ts';
import { server } from '../testing/mocks/server.ts';
import { ApiError } from './api-client.ts';
import { reportClientError, reportFor } from './report-client-error.ts';

describe('client error reports', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('leave out the query string, which may hold a reset token', () => {
    window.history.replaceState(null, '', '/account/password/reset?token=secret');

    const report = reportFor('Failed.', new ApiError(400, 11, 'Expired.', '/api/x'));

    expect(report).toEqual({
      message: 'Failed.',
      status: 400,
      code: 11,
      path: '/api/x',
      url: `${window.location.origin}/account/password/reset`,
    });
  });

  it('are posted as JSON and never throw, even when the call fails', async () => {
    server.use(apiNetworkError(AppApi.reportClientError));
    const requests = recordRequests();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    expect(() => {
      reportClientError({ message: 'x'.repeat(3000) });
    }).not.toThrow();

    await expect(fetchSpy.mock.results[0]?.value).rejects.toThrow();
    const [url, init] = requests.mock.calls[0]!;
    expect(url).toBe(AppApi.reportClientError.path);
    expect(init.method).toBe('POST');
    expect(init.headers.get('Content-Type')).toBe('application/json');
    expect((JSON.parse(init.body!) as { message: string }).message).toHaveLength(2000);
  });
});
