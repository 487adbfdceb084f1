import { ErrorCode, UNKNOWN_ERROR_MESSAGE, apiErrorSchema } from '@citybook/contract/app';
import { urlOf } from '@citybook/contract/endpoint';
import type { Endpoint, ResponseOf, UrlParts } from '@citybook/contract/endpoint';
import * as z from 'zod/mini';
import { nativeAppHeaders } from '../native/app-version.ts';
import { reloadWithoutHash } from './reload.ts';
import { readStored, writeStored } from './storage/stored.ts';
import { storageKeys } from './storage/storage-keys.ts';

/** A failed API call: the HTTP status plus the `{ code, message }` the server answered with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: number | string;
  /** The API path that failed, for error reports. */
  readonly path: string | undefined;

  constructor(status: number, code: number | string, message: string, path?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.path = path;
  }
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** 403: not allowed, e.g. any change to the shared guest account; the message says why. */
export function isForbidden(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403;
}

interface RequestOptions {
  method: Endpoint['method'];
  headers?: Record<string, string>;
  /** Sent as JSON; POST requests without a body send `{}`. */
  body?: unknown;
  /** The endpoint takes an HTML form (`form: true` in the contract): the body's fields as one. */
  form?: boolean;
  signal?: AbortSignal;
}

/**
 * APP-8 444: loading the page anew fetches the current web app. Only once per session: a native
 * app that is itself too old gets 444 again, and would otherwise reload without end.
 */
function reloadForUpdate(): void {
  if (readStored(storageKeys.updateReload) !== undefined) return;
  writeStored(storageKeys.updateReload, '1');
  reloadWithoutHash();
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const { method } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...nativeAppHeaders(),
    ...options.headers,
  };
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (options.signal) init.signal = options.signal;
  if (method !== 'GET' && options.form === true) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    init.body = new URLSearchParams(options.body as Record<string, string>).toString();
  } else if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body ?? {});
  }

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    // Cancellation is not a failure: let the caller (TanStack Query) see the abort as it is.
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, ErrorCode.unknown, UNKNOWN_ERROR_MESSAGE, path);
  }
  if (response.status === ErrorCode.updateRequired) reloadForUpdate();
  if (!response.ok) throw await toApiError(response, path);
  return response;
}

async function toApiError(response: Response, path: string): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const parsed = apiErrorSchema.safeParse(body);
  return parsed.success
    ? new ApiError(response.status, parsed.data.code, parsed.data.message, path)
    : new ApiError(response.status, response.status, UNKNOWN_ERROR_MESSAGE, path);
}

type Schema = z.core.$ZodType;

/** What a call of the endpoint sends: its URL's parts, its body when it has one, and options. */
type CallInput<E> = UrlParts<E> &
  (E extends { body: infer B extends Schema } ? { body: z.input<B> } : { body?: never }) & {
    headers?: Record<string, string>;
    signal?: AbortSignal | undefined;
  };

/**
 * Calls an endpoint by its contract declaration and returns its answer, checked against the
 * declared response schema (nothing for a call that answers 204).
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  ...[input]: Record<never, never> extends CallInput<E>
    ? [input?: CallInput<E>]
    : [input: CallInput<E>]
): Promise<ResponseOf<E>> {
  const path = urlOf(endpoint, input);
  const response = await send(path, {
    method: endpoint.method,
    ...(input?.headers ? { headers: input.headers } : {}),
    ...(input?.body !== undefined ? { body: input.body } : {}),
    ...(input?.signal ? { signal: input.signal } : {}),
    ...(endpoint.form === true ? { form: true } : {}),
  });
  if (endpoint.response === null) return undefined as ResponseOf<E>;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(response.status, ErrorCode.unknown, UNKNOWN_ERROR_MESSAGE, path);
  }
  const parsed = z.safeParse(endpoint.response, body);
  if (!parsed.success)
    throw new ApiError(response.status, ErrorCode.unknown, UNKNOWN_ERROR_MESSAGE, path);
  return parsed.data as ResponseOf<E>;
}
