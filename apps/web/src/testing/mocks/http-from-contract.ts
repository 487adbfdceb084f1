import { replacePathParams } from '@citybook/contract';
import type { Endpoint } from '@citybook/contract';
import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import type * as z from 'zod/mini';

type Schema = z.core.$ZodType;
type PathValue = string | number | boolean;

/** What a handler may answer an endpoint with: its response schema's input; nothing for a 204. */
export type AnswerOf<E> = E extends { response: infer R }
  ? R extends Schema
    ? z.input<R>
    : undefined
  : never;

/** What the app sent: the request, its path parameters, its query and its JSON body. */
export interface ApiCall<E> {
  readonly request: Request;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readonly body: E extends { body: infer B extends Schema } ? z.input<B> : undefined;
}

type Answer<E> = AnswerOf<E> | Response;

export interface HandlerOptions<E> {
  /** Answers only these path parameters (the others stay `:name`). */
  readonly params?: E extends { params: infer P extends Schema }
    ? { readonly [K in keyof z.input<P>]?: PathValue }
    : never;
  /** Answers only a request with exactly this query (undefined values left out). */
  readonly query?: E extends { query: infer Q extends Schema }
    ? { readonly [K in keyof z.input<Q>]?: PathValue | undefined }
    : never;
  /** Answers one request only. */
  readonly once?: boolean;
}

const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/** The endpoint's path in MSW's form, with the given parameters filled in. */
export function pathOf(endpoint: Endpoint, params: Readonly<Record<string, PathValue>> = {}) {
  return replacePathParams(endpoint.path, (name, segment) => {
    const value = params[name];
    return value === undefined ? segment : encodeURIComponent(String(value));
  });
}

function sameQuery(url: URL, expected: Readonly<Record<string, PathValue | undefined>>): boolean {
  const wanted = new URLSearchParams();
  for (const [name, value] of Object.entries(expected)) {
    if (value !== undefined) wanted.set(name, String(value));
  }
  wanted.sort();
  const given = new URLSearchParams(url.search);
  given.sort();
  return wanted.toString() === given.toString();
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET') return undefined;
  const text = await request.text();
  if (text === '') return undefined;
  // A form endpoint's body (the contract's `form: true`) is read as its fields.
  if (request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  return JSON.parse(text) as unknown;
}

/**
 * Answers the endpoint (its method and path from the contract) with what `answer` returns: a body
 * of the declared response type, sent as JSON with 200 (204 without one), or a Response of its own.
 */
export function apiHandler<E extends Endpoint>(
  endpoint: E,
  answer: (call: ApiCall<E>) => Answer<E> | Promise<Answer<E>>,
  options: HandlerOptions<E> = {},
): HttpHandler {
  const {
    params = {},
    query,
    once = false,
  } = options as {
    params?: Record<string, PathValue>;
    query?: Record<string, PathValue | undefined>;
    once?: boolean;
  };
  return methods[endpoint.method](
    pathOf(endpoint, params),
    async ({ request, params: given }) => {
      const url = new URL(request.url);
      if (query && !sameQuery(url, query)) return undefined;
      const reply = await answer({
        request,
        params: given as Record<string, string>,
        query: url.searchParams,
        body: (await bodyOf(request)) as ApiCall<E>['body'],
      });
      if (reply instanceof Response) return reply;
      if (endpoint.response === null) return new HttpResponse(null, { status: 204 });
      return HttpResponse.json(reply as Parameters<typeof HttpResponse.json>[0]);
    },
    { once },
  );
}

/** Answers the endpoint with this body every time. */
export function apiReply<E extends Endpoint>(
  endpoint: E,
  body: AnswerOf<E>,
  options?: HandlerOptions<E>,
): HttpHandler {
  return apiHandler(endpoint, () => body, options);
}

/** An error answer's body: the API's `{ code, message }`, or whatever else a test needs. */
type ErrorBody = Readonly<Record<string, unknown>>;

/** The API's error answer: `status` with `{ code, message }`. */
export function errorResponse(status: number, error: ErrorBody): Response {
  return HttpResponse.json(error, { status });
}

/** Answers the endpoint with an error (any body: tests also answer as proxies and old servers do). */
export function apiError<E extends Endpoint>(
  endpoint: E,
  status: number,
  error: ErrorBody,
  options?: HandlerOptions<E>,
): HttpHandler {
  return apiHandler(endpoint, () => errorResponse(status, error), options);
}

/** Answers the endpoint with a network failure (no answer at all). */
export function apiNetworkError<E extends Endpoint>(
  endpoint: E,
  options?: HandlerOptions<E>,
): HttpHandler {
  return apiHandler(endpoint, () => HttpResponse.error(), options);
}
