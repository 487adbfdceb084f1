import { ErrorCode, UNKNOWN_ERROR_MESSAGE, apiErrorSchema } from '@citybook/contract/app';
import { fieldOfError, urlOf } from '@citybook/contract/endpoint';
import type { Endpoint, ResponseOf, UrlParts } from '@citybook/contract/endpoint';
import * as z from 'zod/mini';

/** A failed API call: the HTTP status, the `{ code, message }` the server answered, and where. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: number | string;
  /** The form field the endpoint's declaration shows this answer on, if any. */
  readonly field: string | undefined;
  /** Whether the endpoint needs a staff session: its 401 means the session has ended. */
  readonly staffOnly: boolean;
  /** Whether the server answered the API's `{ code, message }`: a message meant for people. */
  readonly answered: boolean;

  constructor(
    endpoint: Endpoint,
    status: number,
    code: number | string,
    message: string,
    answered = false,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.answered = answered;
    this.field = fieldOfError(endpoint, status, code);
    this.staffOnly = endpoint.access === 'staff';
  }
}

/**
 * OPERATOR-6: a staff endpoint answering 401 means the session is over (idle, too old, signed out
 * elsewhere, or an owner changed the account). The sign-in steps answer 401 for their own reasons.
 */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.staffOnly && error.status === 401;
}

/** No answer at all: the connection failed. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** 403 from a staff endpoint: the signed-in role may not do this (OPERATOR-1). */
export function isNotAllowed(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

type Schema = z.core.$ZodType;

/** What a call of the endpoint sends: its URL's parts, its body when it has one, and a signal. */
type CallInput<E> = UrlParts<E> &
  (E extends { body: infer B extends Schema } ? { body: z.input<B> } : { body?: never }) & {
    signal?: AbortSignal | undefined;
  };

async function errorOf(endpoint: Endpoint, response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const parsed = apiErrorSchema.safeParse(body);
  return parsed.success
    ? new ApiError(endpoint, response.status, parsed.data.code, parsed.data.message, true)
    : new ApiError(endpoint, response.status, response.status, UNKNOWN_ERROR_MESSAGE);
}

/**
 * Calls an endpoint by its contract declaration and returns its answer, checked against the
 * declared response schema (nothing for a call that answers 204). The staff cookie goes with it
 * on its own: it is scoped to /api/console.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  ...[input]: Record<never, never> extends CallInput<E>
    ? [input?: CallInput<E>]
    : [input: CallInput<E>]
): Promise<ResponseOf<E>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method: endpoint.method, headers, credentials: 'same-origin' };
  if (input?.signal) init.signal = input.signal;
  if (endpoint.method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(input?.body ?? {});
  }
  let response: Response;
  try {
    response = await fetch(urlOf(endpoint, input), init);
  } catch (error) {
    if (input?.signal?.aborted) throw error;
    throw new ApiError(endpoint, 0, ErrorCode.unknown, UNKNOWN_ERROR_MESSAGE);
  }
  if (!response.ok) throw await errorOf(endpoint, response);
  if (endpoint.response === null) return undefined as ResponseOf<E>;
  const parsed = z.safeParse(endpoint.response, await response.json().catch(() => undefined));
  if (!parsed.success)
    throw new ApiError(endpoint, response.status, ErrorCode.unknown, UNKNOWN_ERROR_MESSAGE);
  return parsed.data as ResponseOf<E>;
}

/**
 * Sends a file as the endpoint's raw body (an `upload` endpoint, ADR 0033): its bytes with the
 * file's own type, or application/octet-stream when the browser gives none. The server judges
 * the content, not the type.
 */
export async function uploadApi<E extends Endpoint & { upload: object }>(
  endpoint: E,
  input: UrlParts<E> & { file: Blob; signal?: AbortSignal | undefined },
): Promise<ResponseOf<E>> {
  const init: RequestInit = {
    method: endpoint.method,
    headers: {
      Accept: 'application/json',
      'Content-Type': input.file.type || 'application/octet-stream',
    },
    credentials: 'same-origin',
    body: input.file,
  };
  if (input.signal) init.signal = input.signal;
  let response: Response;
  try {
    response = await fetch(urlOf(endpoint, input), init);
  } catch (error) {
    if (input.signal?.aborted) throw error;
    throw new ApiError(endpoint, 0, ErrorCode.unknown, UNKNOWN_ERROR_MESSAGE);
  }
  if (!response.ok) throw await errorOf(endpoint, response);
  const parsed = z.safeParse(
    endpoint.response ?? z.unknown(),
    await response.json().catch(() => undefined),
  );
  if (!parsed.success)
    throw new ApiError(endpoint, response.status, ErrorCode.unknown, UNKNOWN_ERROR_MESSAGE);
  return parsed.data as ResponseOf<E>;
}

/**
 * What to tell the person about a failed call: the server's message where it is meant for people
 * (a rule's answer), else `fallback`, the screen's own words.
 */
export function messageOf(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (!error.answered || error.status >= 500) return fallback;
  return error.message;
}
