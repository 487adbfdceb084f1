import { ApiError } from './api-client.ts';

/** The call never got an answer: no network, or it took longer than it may (a timeout). */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0;
  return error instanceof DOMException && ['TimeoutError', 'AbortError'].includes(error.name);
}

/**
 * A page's code did not load (a lazy route's `import()`), as each browser words it: no network,
 * or the server down, and the device has not kept the file.
 */
export function isPageCodeMissing(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/** The promise, or a TimeoutError when it has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new DOMException('The call took too long.', 'TimeoutError'));
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => {
    clearTimeout(timer);
  });
}

/** The browser knows it has no network: not worth a call that can only fail. */
export const isKnownOffline = (): boolean => !navigator.onLine;
