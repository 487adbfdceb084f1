import { AppApi } from '@citybook/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../testing/fetch-stub.ts';
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
    const fetchMock = stubFetch({});

    expect(() => {
      reportClientError({ message: 'x'.repeat(3000) });
    }).not.toThrow();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(AppApi.reportClientError.path);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect((JSON.parse(init?.body as string) as { message: string }).message).toHaveLength(2000);
    await expect(fetchMock.mock.results[0]?.value).rejects.toThrow();
  });
});
