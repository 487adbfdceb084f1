/** A small HTTP/1.1 client over node:http with keep-alive, for load and probe scripts. */
import http, { type IncomingHttpHeaders } from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface HttpCall {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as is; objects are JSON-encoded. */
  body?: string | object;
  agent?: http.Agent;
  /** Abandons the call (an error) after this long; default 60 s. */
  timeoutMs?: number;
  /** The client's own address, e.g. 127.0.0.2 to be another machine than 127.0.0.1 on loopback. */
  localAddress?: string;
}

/** One request; rejects only when no answer arrives (refused, reset, timed out). */
export function httpRequest(url: string, call: HttpCall = {}): Promise<HttpAnswer> {
  const body =
    call.body === undefined
      ? undefined
      : typeof call.body === 'string'
        ? call.body
        : JSON.stringify(call.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: call.method ?? (body === undefined ? 'GET' : 'POST'),
        headers: {
          ...call.headers,
          ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
        },
        agent: call.agent ?? false,
        timeout: call.timeoutMs ?? 60_000,
        ...(call.localAddress ? { localAddress: call.localAddress } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(body);
  });
}

/** The parsed JSON body; throws with the status and start of the body when it is not JSON. */
export function jsonOf<T>(answer: HttpAnswer): T {
  try {
    return JSON.parse(answer.body.toString('utf8')) as T;
  } catch {
    throw new Error(
      `expected JSON, got ${String(answer.status)}: ${answer.body.toString('utf8').slice(0, 200)}`,
    );
  }
}

/** The `name=value` pair of a Set-Cookie answer, for a Cookie header. */
export function cookieFrom(answer: HttpAnswer, name: string): string {
  for (const line of answer.headers['set-cookie'] ?? []) {
    const pair = line.split(';', 1)[0] ?? '';
    if (pair.startsWith(`${name}=`) && pair.length > name.length + 1) return pair;
  }
  throw new Error(`no ${name} cookie in the answer (status ${String(answer.status)})`);
}

/** A short label for a failed call: the socket error code (ECONNRESET, ECONNREFUSED…) or message. */
export function errorLabel(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code ?? error.message;
  }
  return String(error);
}
