/** One event of a Chrome DevTools protocol log, as Lighthouse keeps it (artifacts.DevtoolsLog). */
export interface DevtoolsEvent {
  method: string;
  params?: unknown;
  /** The target the event came from: 'page', 'iframe' or 'worker' (Lighthouse adds it). */
  targetType?: string;
}

/** How the page's own requests of one visit were answered: by the service worker or not. */
export interface WorkerServed {
  /** The page's requests that got an answer (the worker's own fetches are not counted). */
  requests: number;
  fromServiceWorker: number;
  /**
   * Of those, where the worker found the answer (Chrome's `serviceWorkerResponseSource`):
   * 'cache-storage' for its caches, 'network' when it had to fetch it, 'http-cache'.
   */
  workerSources: Record<string, number>;
  /** Path and query of each page request the worker did not answer. */
  notFromServiceWorker: string[];
  /** Path and query of each page request the worker answered from the network. */
  workerFetched: string[];
}

interface ResponseReceived {
  response?: { url?: unknown; fromServiceWorker?: unknown; serviceWorkerResponseSource?: unknown };
}

interface PageResponse {
  url: string;
  fromServiceWorker: boolean;
  source: string;
}

function responseOf(event: DevtoolsEvent): PageResponse | null {
  if (event.method !== 'Network.responseReceived') return null;
  const response = (event.params as ResponseReceived | undefined)?.response;
  if (typeof response?.url !== 'string') return null;
  // data: and blob: URLs never reach a worker or the network.
  if (!/^https?:/.test(response.url)) return null;
  const source = response.serviceWorkerResponseSource;
  return {
    url: response.url,
    fromServiceWorker: response.fromServiceWorker === true,
    source: typeof source === 'string' ? source : 'unknown',
  };
}

const pathOf = (url: string): string => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

/**
 * Counts the page's answered requests in a visit's protocol log, which the service worker
 * answered (`response.fromServiceWorker`) and from where: what shows that a repeat visit really
 * came from the worker's caches. Requests of dedicated workers are left out; the service worker's
 * own fetches (revalidating its copies) are not in Lighthouse's log at all.
 */
export function workerServed(log: readonly DevtoolsEvent[]): WorkerServed {
  let requests = 0;
  let fromServiceWorker = 0;
  const workerSources: Record<string, number> = {};
  const notFromServiceWorker: string[] = [];
  const workerFetched: string[] = [];
  for (const event of log) {
    if (event.targetType === 'worker') continue;
    const response = responseOf(event);
    if (!response) continue;
    requests++;
    if (!response.fromServiceWorker) {
      notFromServiceWorker.push(pathOf(response.url));
      continue;
    }
    fromServiceWorker++;
    workerSources[response.source] = (workerSources[response.source] ?? 0) + 1;
    if (response.source === 'network') workerFetched.push(pathOf(response.url));
  }
  return { requests, fromServiceWorker, workerSources, notFromServiceWorker, workerFetched };
}
