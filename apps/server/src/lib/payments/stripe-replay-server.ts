import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

/** The secret key the recordings were made with (a test-mode key, not a real one). */
export const RECORDED_SECRET_KEY = 'sk_test_recordedAnswers';

const recordingSchema = z.object({
  request: z.object({
    method: z.enum(['GET', 'POST']),
    path: z.string().startsWith('/v1/'),
    /** The form (POST) or query (GET) fields that chose this answer; the others may be anything. */
    params: z.record(z.string(), z.string()).default({}),
    idempotencyKey: z.string().optional(),
    /** Another account's key, for an answer that depends on the account's settings. */
    secretKey: z.string().default(RECORDED_SECRET_KEY),
  }),
  response: z.object({ status: z.number().int(), body: z.unknown() }),
});

type Recording = z.infer<typeof recordingSchema> & { name: string };

interface Answer {
  status: number;
  body: unknown;
  replayed?: boolean;
}

export interface ReplayedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: Record<string, string>;
}

export interface StripeReplay {
  /** For STRIPE_API_BASE / stripeGateway's apiBase. */
  apiBase: string;
  /** Every request, in order. */
  requests: ReplayedRequest[];
  /** What the gateway did wrong: a request nothing was recorded for, a POST without its key. */
  problems: string[];
  /** The recordings no request has used yet. */
  unused(): string[];
  close(): Promise<void>;
}

const recordingsDirectory = new URL('./stripe-recordings/', import.meta.url);

function loadRecordings(): Recording[] {
  return readdirSync(recordingsDirectory)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const text = readFileSync(new URL(file, recordingsDirectory), 'utf8');
      return { ...recordingSchema.parse(JSON.parse(text)), name: file.replace(/\.json$/, '') };
    });
}

function stripeError(status: number, type: string, message: string): Answer {
  return { status, body: { error: { type, message } } };
}

/**
 * Stripe's API as recorded, served on 127.0.0.1 for the gateway's tests: each request gets the
 * answer recorded for its method, path and chosen fields. Like Stripe, it answers a POST's
 * Idempotency-Key again with its first answer (or an idempotency_error if the request differs);
 * unlike Stripe, it refuses a POST whose key the caller did not give (the SDK makes one up).
 */
export async function startStripeReplay(): Promise<StripeReplay> {
  const recordings = loadRecordings();
  const secretKeys = new Set(recordings.map((recording) => recording.request.secretKey));
  const used = new Set<string>();
  const byKey = new Map<string, { request: string; answer: Answer }>();
  const requests: ReplayedRequest[] = [];
  const problems: string[] = [];

  function answer(request: ReplayedRequest, body: string, secretKey: string): Answer {
    const { method, path, idempotencyKey, params } = request;
    if (!secretKeys.has(secretKey))
      return stripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
    if (method === 'POST') {
      if (idempotencyKey === undefined || idempotencyKey.startsWith('stripe-node-retry-')) {
        problems.push(`${method} ${path} came without the caller's Idempotency-Key`);
        return stripeError(400, 'invalid_request_error', 'The replay needs an Idempotency-Key.');
      }
      const earlier = byKey.get(idempotencyKey);
      if (earlier)
        return earlier.request === `${path}?${body}`
          ? { ...earlier.answer, replayed: true }
          : stripeError(
              400,
              'idempotency_error',
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            );
    }
    const recording = recordings.find(
      ({ request: recorded }) =>
        recorded.method === method &&
        recorded.path === path &&
        recorded.secretKey === secretKey &&
        (recorded.idempotencyKey === undefined || recorded.idempotencyKey === idempotencyKey) &&
        Object.entries(recorded.params).every(([field, value]) => params[field] === value),
    );
    if (!recording) {
      problems.push(`nothing recorded for ${method} ${path} ${JSON.stringify(request)}`);
      return stripeError(404, 'invalid_request_error', 'Nothing was recorded for this request.');
    }
    used.add(recording.name);
    const recorded: Answer = recording.response;
    if (method === 'POST' && idempotencyKey !== undefined)
      byKey.set(idempotencyKey, { request: `${path}?${body}`, answer: recorded });
    return recorded;
  }

  async function handle(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const url = new URL(incoming.url ?? '/', 'http://replay');
    const body = await textOf(incoming);
    const method = incoming.method ?? 'GET';
    const request: ReplayedRequest = {
      method,
      path: url.pathname,
      idempotencyKey: incoming.headers['idempotency-key']?.toString(),
      params: Object.fromEntries(method === 'GET' ? url.searchParams : new URLSearchParams(body)),
    };
    requests.push(request);
    const secretKey = (incoming.headers.authorization ?? '').replace(/^Bearer /, '');
    const { status, body: json, replayed } = answer(request, body, secretKey);
    outgoing.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_replay${requests.length}`,
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      // What Stripe says of its 4xx answers: asking again gives the same answer.
      ...(status >= 400 ? { 'stripe-should-retry': 'false' } : {}),
    });
    outgoing.end(JSON.stringify(json));
  }

  const server = createServer((incoming, outgoing) => {
    handle(incoming, outgoing).catch((error: unknown) => {
      problems.push(`the replay failed: ${String(error)}`);
      outgoing.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    problems,
    unused: () => recordings.map(({ name }) => name).filter((name) => !used.has(name)),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function textOf(incoming: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
