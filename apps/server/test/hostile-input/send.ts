import { encodeBasicAuth } from '@citybook/contract';
import type { InjectOptions } from 'fastify';
import type { TestApp } from '../helpers/test-app.ts';
import { cookieOf } from './identities.ts';
import { fill, fillJson } from './placeholders.ts';
import type { Generated } from './requests.ts';
import type { Route } from './routes.ts';

/** The generated request with its placeholders filled, sent as `identity`; and the answer. */
export async function send(testApp: TestApp, route: Route, generated: Generated) {
  let path = route.path;
  for (const value of generated.params) path = path.replace(/:[^/]+/, value);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(generated.headers)) {
    if (value === null) continue;
    if (name === 'authorization' && typeof value === 'object') {
      headers[name] =
        'basic' in value && Array.isArray(value.basic)
          ? encodeBasicAuth({
              email: String(fill(value.basic[0])),
              password: String(fill(value.basic[1])),
            })
          : String((value as { raw: string }).raw);
    } else if (typeof value === 'string') {
      headers[name] = value;
    }
  }
  const cookie = await cookieOf(testApp, generated.identity);
  if (cookie) headers.cookie = cookie;
  if (generated.contentType !== null) headers['content-type'] = generated.contentType;
  let payload: string | undefined;
  let sentBody: unknown;
  if (generated.body && 'object' in generated.body) {
    payload = fillJson(generated.body.object);
    sentBody = JSON.parse(payload);
  } else if (generated.body) {
    payload = generated.body.raw;
  }
  const request: InjectOptions = {
    method: route.method,
    url: `${path}${generated.query}`,
    headers,
  };
  if (payload !== undefined) request.payload = payload;
  return { request, sentBody, response: await testApp.app.inject(request) };
}
