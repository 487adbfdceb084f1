import fc from 'fast-check';
import { headerRecord, contentType } from './headers.ts';
import { rawBody } from './hostile-values.ts';
import { oneIn } from './one-in.ts';
import { hints, idText, type Fields } from './route-hints.ts';
import { routeKey, type Route } from './routes.ts';
import { objectOf, paramValue, queryOf } from './spoilt-fields.ts';

const identities = ['anonymous', 'member', 'guest', 'forged'] as const;
export type Identity = (typeof identities)[number];

/** One request for a route: who sends it, and what it carries (placeholders not yet filled). */
export interface Generated {
  identity: Identity;
  params: string[];
  query: string;
  headers: Partial<Record<string, unknown>>;
  contentType: string | null;
  body: { object: Record<string, unknown> } | { raw: string } | null;
}

export function requestsFor(route: Route): fc.Arbitrary<Generated> {
  const hint = hints[routeKey(route)] ?? {};
  const paramNames = [...route.path.matchAll(/:([^/]+)/g)].map((m) => m[1] ?? '');
  const bodyFields: Fields = hint.body ?? {};
  const body =
    route.method !== 'GET'
      ? fc.oneof(
          { weight: 5, arbitrary: objectOf(bodyFields).map((object) => ({ object })) },
          { weight: 2, arbitrary: rawBody.map((raw) => ({ raw })) },
          { weight: 1, arbitrary: fc.constant(null) },
        )
      : oneIn(
          8,
          rawBody.map((raw) => ({ raw })),
        );
  return fc.record({
    identity: fc.constantFrom(...identities),
    params: fc.tuple(...paramNames.map((name) => paramValue(hint.params?.[name]))),
    query: fc.oneof(
      { weight: 3, arbitrary: queryOf(hint.query ?? {}) },
      { weight: 1, arbitrary: queryOf({ marketId: idText('marketId') }) },
    ),
    headers: headerRecord,
    contentType: route.method !== 'GET' ? contentType : oneIn(6, contentType),
    body,
  });
}
