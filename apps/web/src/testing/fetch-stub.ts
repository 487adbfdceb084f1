import { vi } from 'vitest';

type Reply = Response | (() => Response);

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function requestKey(input: RequestInfo | URL, init?: RequestInit): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return `${init?.method ?? 'GET'} ${url}`;
}

/**
 * Replaces the global fetch with one answering by 'METHOD /path'. Unknown requests fail the test
 * loudly instead of hanging.
 */
export function stubFetch(replies: Record<string, Reply>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const key = requestKey(input, init);
    const reply = replies[key];
    if (reply === undefined) return Promise.reject(new Error(`Unexpected request: ${key}`));
    return Promise.resolve(typeof reply === 'function' ? reply() : reply.clone());
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
