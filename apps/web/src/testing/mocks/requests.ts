import { onTestFinished, vi } from 'vitest';
import { server } from './server.ts';

/** One request the app sent, as it passed it to fetch. */
export interface SentInit {
  readonly method: string;
  readonly headers: Headers;
  readonly credentials: RequestCredentials;
  /** The body as sent (a JSON string), filled in as soon as it is read; none for a GET. */
  body: string | undefined;
}

/**
 * Records every request the app sends from now until the test ends, in order, as a mock called
 * with its path (and query) and what was sent: assert on it as on a mocked fetch.
 */
export function recordRequests() {
  const requests = vi.fn<(path: string, init: SentInit) => void>();
  const pending: Promise<void>[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const init: SentInit = {
      method: request.method,
      headers: new Headers(request.headers),
      credentials: request.credentials,
      body: undefined,
    };
    requests(`${url.pathname}${url.search}`, init);
    if (request.method !== 'GET') {
      pending.push(
        request
          .clone()
          .text()
          .then((text) => {
            init.body = text;
          }),
      );
    }
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return requests;
}

export type RecordedRequests = ReturnType<typeof recordRequests>;

/** The JSON bodies sent to `path`, in order. */
export function sentBodies(requests: RecordedRequests, path: string): unknown[] {
  return requests.mock.calls
    .filter(([input]) => input === path)
    .map(([, init]) => JSON.parse(init.body ?? 'null') as unknown);
}
