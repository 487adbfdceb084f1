import type * as z from 'zod/mini';
import { ErrorCode } from './app/errors.ts';
import type { BusinessRole } from './business/access.ts';
import type { StaffRole } from './staff/staff-access.ts';

/** The spec's areas: every endpoint belongs to one, with the same name on server and web. */
export const AREAS = [
  'account',
  'market',
  'catalog',
  'activation',
  'redemption',
  'app',
  'staff',
  'notices',
  'reports',
  'business',
  'fundraising',
] as const;
export type Area = (typeof AREAS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint (APP-2): anyone; a logged-in `user` (the shared guest included); a
 * `member`, logged in and not the guest (the guest may browse but change nothing); or `staff`
 * signed in to the back office with one of the endpoint's `staffRoles` (OPERATOR-1); or a business's
 * person signed in to `/api/business/` with one of its `businessRoles` (MERCHANT-2).
 */
export type Access = 'anyone' | 'user' | 'member' | 'staff' | 'business';

/** Per-address limits (a minute each); the server maps each name to its setting or constant. */
export type RateLimitName =
  | 'login'
  | 'password'
  | 'create'
  | 'activation'
  | 'search'
  | 'cardCheck'
  | 'clientError'
  | 'verify'
  | 'desk'
  | 'storePush';

/**
 * The limits that are no setting (docs/configuration.md lists the others). `verify` is strict: a
 * counter checks a code now and then, and anything faster is guessing codes (ADR 0014).
 * `storePush`: Google's Pub/Sub pushes, per sending address; a push answered 429 is pushed again
 * later, so a burst is delayed, never lost. `desk`: the Redeem Desk's check and accept (ADR 0049),
 * signed in and at the caller's own locations; several tills of a busy counter share an address.
 */
export const FixedRateLimitPerMinute = {
  cardCheck: 60,
  clientError: 30,
  verify: 10,
  desk: 60,
  storePush: 120,
} as const;

/** One error answer an endpoint can give: its status and `code`, and why. */
export interface ErrorAnswer {
  readonly status: number;
  readonly code: number | string;
  /** The form field the web app shows it on, when it shows it on one. */
  readonly field?: string;
}

type Schema = z.core.$ZodType;

/** A member-side endpoint names no roles; a back-office one names at least one of its realm's. */
type AccessRule =
  | {
      readonly access: Exclude<Access, 'staff' | 'business'>;
      readonly staffRoles?: never;
      readonly businessRoles?: never;
    }
  | {
      readonly access: 'staff';
      readonly staffRoles: readonly [StaffRole, ...StaffRole[]];
      readonly businessRoles?: never;
    }
  | {
      readonly access: 'business';
      readonly businessRoles: readonly [BusinessRole, ...BusinessRole[]];
      readonly staffRoles?: never;
    };

/** One API endpoint: everything server, web and API reference need to know of it. */
export type Endpoint = AccessRule & EndpointParts;

interface EndpointParts {
  readonly area: Area;
  /** Unique over the API (the OpenAPI operationId). */
  readonly name: string;
  readonly method: HttpMethod;
  /** The path as docs/product names it; parameters in Fastify's `:name` form. */
  readonly path: `/api/${string}`;
  readonly rateLimit?: RateLimitName;
  /** A larger body than the API's 64 KB, in bytes (OPERATOR-14: an uploaded import file). */
  readonly bodyLimit?: number;
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  /**
   * The body is a file's raw bytes instead of JSON (OPERATOR-12; ADR 0033): sent as `image/*` or
   * `application/octet-stream`, at most `maxBytes`. Its type is judged from the bytes.
   */
  readonly upload?: { readonly maxBytes: number };
  /**
   * The body is an HTML form (`application/x-www-form-urlencoded`) that may come from anywhere:
   * RFC 8058's one-click unsubscribe, posted by a mail provider, whose token in the query is the
   * only credential (NOTICE-10). The JSON and same-origin rules do not apply.
   */
  readonly form?: true;
  /**
   * The 200 answer is a file of this type, streamed, not JSON (OPERATOR-15: a batch's PDF and
   * CSV); its `response` is null.
   */
  readonly download?: 'application/pdf' | 'text/csv';
  /** The 200 answer's body; null: the call answers 204 without one (or a `download`'s file). */
  readonly response: Schema | null;
  /** The answers of this endpoint's own rules; those every endpoint shares are in errorsOf(). */
  readonly errors: readonly ErrorAnswer[];
}

/** The API reference's words for an area: a line per endpoint, and when each answer is given. */
export interface AreaDocs<Api, Answers> {
  readonly endpoints: { readonly [Name in keyof Api]: string };
  readonly errors: { readonly [Name in keyof Answers]: string };
}

/** Declares an endpoint, keeping its exact schemas in the type. */
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** Declares an error answer. */
/* @__NO_SIDE_EFFECTS__ */
export function errorAnswer<const A extends ErrorAnswer>(answer: A): A {
  return answer;
}

/** Answers any endpoint may give, whatever its own rules. */
export const CommonErrors = {
  validation: errorAnswer({ status: 400, code: ErrorCode.validation }),
  notLoggedIn: errorAnswer({ status: 401, code: ErrorCode.notLoggedIn }),
  guest: errorAnswer({ status: 403, code: ErrorCode.forbidden }),
  /** A staff session whose role the endpoint does not name (OPERATOR-1). */
  staffRole: errorAnswer({ status: 403, code: ErrorCode.forbidden }),
  /** A business session whose role or organisation the endpoint does not allow (MERCHANT-2). */
  businessRole: errorAnswer({ status: 403, code: ErrorCode.forbidden }),
  crossSite: errorAnswer({ status: 403, code: ErrorCode.forbidden }),
  unsupportedMediaType: errorAnswer({ status: 415, code: ErrorCode.unsupportedMediaType }),
  payloadTooLarge: errorAnswer({ status: 413, code: ErrorCode.payloadTooLarge }),
  rateLimited: errorAnswer({ status: 429, code: ErrorCode.rateLimited }),
  updateRequired: errorAnswer({ status: 444, code: ErrorCode.updateRequired }),
  unknown: errorAnswer({ status: 500, code: ErrorCode.unknown }),
} as const;

/** Every answer an endpoint can give besides 200: its own, then those its declaration implies. */
export function errorsOf(endpoint: Endpoint): ErrorAnswer[] {
  const implied: ErrorAnswer[] = [];
  const changes = endpoint.method !== 'GET';
  if (endpoint.params || endpoint.query || endpoint.body || changes)
    implied.push(CommonErrors.validation);
  if (endpoint.access !== 'anyone') implied.push(CommonErrors.notLoggedIn);
  if (endpoint.access === 'member') implied.push(CommonErrors.guest);
  if (endpoint.access === 'staff') implied.push(CommonErrors.staffRole);
  if (endpoint.access === 'business') implied.push(CommonErrors.businessRole);
  if (changes)
    implied.push(
      CommonErrors.crossSite,
      CommonErrors.unsupportedMediaType,
      CommonErrors.payloadTooLarge,
    );
  if (endpoint.rateLimit) implied.push(CommonErrors.rateLimited);
  implied.push(CommonErrors.updateRequired, CommonErrors.unknown);
  return [...endpoint.errors, ...implied];
}

/** Whether the endpoint declares (or implies) this status and code. */
export function declaresError(endpoint: Endpoint, status: number, code: number | string): boolean {
  return errorsOf(endpoint).some((answer) => answer.status === status && answer.code === code);
}

/** The form field a failed call is shown on, when its declaration names one. */
export function fieldOfError(
  endpoint: Endpoint,
  status: number,
  code: number | string,
): string | undefined {
  return endpoint.errors.find((answer) => answer.status === status && answer.code === code)?.field;
}

type Output<S> = S extends Schema ? z.output<S> : never;

/** The parameters an endpoint's path needs (after its schema's coercion). */
export type ParamsOf<E> = E extends { params: infer P } ? Output<P> : never;
export type QueryOf<E> = E extends { query: infer Q } ? Output<Q> : never;
export type BodyOf<E> = E extends { body: infer B } ? Output<B> : never;
/** The 200 answer's body; void for a 204. */
export type ResponseOf<E> = E extends { response: infer R }
  ? R extends Schema
    ? z.output<R>
    : void
  : never;

type PathValue = string | number | boolean;

/**
 * A path with each `:name` parameter replaced by what `replace` makes of its name (the one place
 * that knows how a path names its parameters).
 */
export function replacePathParams(
  path: string,
  replace: (name: string, segment: string) => string,
): string {
  return path.replace(/:(\w+)/g, (segment, name: string) => replace(name, segment));
}

/** A URL's values for a schema's fields: the same names, optional where the schema's are. */
type UrlValues<S> = S extends Schema ? { [K in keyof z.input<S>]: PathValue | undefined } : never;

/** What a URL of the endpoint is made of: its path parameters, when it has some, and its query. */
export type UrlParts<E> = (E extends { params: infer P }
  ? { params: UrlValues<P> }
  : { params?: never }) &
  (E extends { query: infer Q } ? { query: UrlValues<Q> } : { query?: never });

/**
 * The URL of one call: the path with its parameters filled in (percent-encoded) and the query's
 * defined values, in the order the query object names them.
 */
export function urlOf<E extends Endpoint>(endpoint: E, parts?: UrlParts<E>): string {
  const values = (parts?.params ?? {}) as Record<string, PathValue>;
  const path = replacePathParams(endpoint.path, (name) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${endpoint.name}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  const given: Record<string, PathValue | undefined> = parts?.query ?? {};
  for (const [name, value] of Object.entries(given)) {
    if (value !== undefined) query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
