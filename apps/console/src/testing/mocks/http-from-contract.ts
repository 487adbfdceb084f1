import { replacePathParams } from '@citybook/contract/endpoint';
import type { Endpoint } from '@citybook/contract/endpoint';
import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import type * as z from 'zod/mini';

type Schema = z.core.$ZodType;

/** What a handler may answer an endpoint with: its response schema's input; nothing for a 204. */
export type AnswerOf<E> = E extends { response: infer R }
  ? R extends Schema
    ? z.input<R>
    : undefined
  : never;

/** What the console sent: the request, its path parameters, its query and its JSON body (none for raw bytes). */
export interface ApiCall<E> {
  readonly request: Request;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readonly body: E extends { body: infer B extends Schema } ? z.input<B> : undefined;
}

const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/**
 * Answers the endpoint (its method and path from the contract, each `:name` matching any value)
 * with what `answer` returns: a body of the declared response type as JSON (204 for none), or a
 * Response of its own. The console's counterpart of the member app's helper of the same name.
 */
export function apiHandler<E extends Endpoint>(
  endpoint: E,
  answer: (call: ApiCall<E>) => AnswerOf<E> | Response | Promise<AnswerOf<E> | Response>,
  options: { once?: boolean } = {},
): HttpHandler {
  const path = replacePathParams(endpoint.path, (_name, segment) => segment);
  return methods[endpoint.method](
    path,
    async ({ request, params }) => {
      const url = new URL(request.url);
      // An upload's raw bytes stay in the request for the answer to read (ADR 0033).
      const json = (request.headers.get('content-type') ?? '').includes('json');
      const text = request.method === 'GET' || !json ? '' : await request.clone().text();
      const reply = await answer({
        request,
        params: params as Record<string, string>,
        query: url.searchParams,
        body: (text === '' ? undefined : JSON.parse(text)) as ApiCall<E>['body'],
      });
      if (reply instanceof Response) return reply;
      if (endpoint.response === null) return new HttpResponse(null, { status: 204 });
      return HttpResponse.json(reply as Parameters<typeof HttpResponse.json>[0]);
    },
    { once: options.once ?? false },
  );
}

/** Answers the endpoint with this body every time. */
export function apiReply<E extends Endpoint>(endpoint: E, body: AnswerOf<E>): HttpHandler {
  return apiHandler(endpoint, () => body);
}

/** The API's error answer: `status` with `{ code, message }`. */
export function errorResponse(status: number, code: number | string, message: string): Response {
  return HttpResponse.json({ code, message }, { status });
}

/** Answers the endpoint with an error. */
export function apiError<E extends Endpoint>(
  endpoint: E,
  status: number,
  code: number | string,
  message = 'Refused',
): HttpHandler {
  return apiHandler(endpoint, () => errorResponse(status, code, message));
}
