import type {
  BodyOf,
  Endpoint,
  ParamsOf,
  QueryOf,
  RateLimitName,
  ResponseOf,
} from '@citybook/contract';
import { FixedRateLimitPerMinute } from '@citybook/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  LogLevel,
  preHandlerHookHandler,
} from 'fastify';
import type { Config } from '../config.ts';
import { currentUser, forbidGuest, requireUser, type SessionUser } from '../plugins/auth.ts';
import { currentBusiness, requireBusiness, type BusinessUser } from '../plugins/business-auth.ts';
import { currentStaff, requireStaff, type StaffUser } from '../plugins/staff-auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The endpoints that have a handler, filled in as the modules register them. */
    handledEndpoints: Set<Endpoint>;
  }
  interface FastifyContextConfig {
    /** The contract's declaration this route implements (the error handler checks against it). */
    endpoint?: Endpoint;
  }
}

/** What a handler gets: the request's parts, parsed by the declaration's schemas. */
export type HandlerInput<E> = {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
} & (E extends { access: 'user' | 'member' } ? { user: SessionUser } : unknown) &
  (E extends { access: 'staff' } ? { staff: StaffUser } : unknown) &
  (E extends { access: 'business' } ? { business: BusinessUser } : unknown);

/** A handler answers the declared body, or the reply when it sends one itself. */
export type Handler<E> = (input: HandlerInput<E>) => Promise<ResponseOf<E> | FastifyReply>;

/** A handler, or one with route options of its own. */
export type Route<E> = Handler<E> | { handler: Handler<E>; logLevel: LogLevel };

/** One handler for each endpoint of an area: a missing or an undeclared one fails type-check. */
export type Handlers<Area extends Record<string, Endpoint>> = { [K in keyof Area]: Route<Area[K]> };

function perMinute(name: RateLimitName, config: Config): number {
  switch (name) {
    case 'login':
      return config.RATE_LIMIT_LOGIN;
    case 'password':
      return config.RATE_LIMIT_PASSWORD;
    case 'create':
      return config.RATE_LIMIT_CREATE;
    case 'activation':
      return config.RATE_LIMIT_ACTIVATION;
    case 'search':
      return config.RATE_LIMIT_SEARCH;
    default:
      return FixedRateLimitPerMinute[name];
  }
}

function accessCheck(endpoint: Endpoint): preHandlerHookHandler[] {
  if (endpoint.access === 'member') return [requireUser, forbidGuest];
  if (endpoint.access === 'user') return [requireUser];
  return [];
}

/**
 * A Fastify plugin registering an area's handlers, each against its contract declaration: the
 * path, schemas, access rule and rate limit all come from the declaration.
 */
export function endpointRoutes<Area extends Record<string, Endpoint>>(
  area: Area,
  handlersOf: (app: FastifyInstance) => Handlers<Area>,
) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const handlers = handlersOf(app);
    for (const name of Object.keys(area) as (keyof Area & string)[]) {
      const endpoint = area[name] as Endpoint;
      const route = handlers[name] as Route<Endpoint>;
      const handler = typeof route === 'function' ? route : route.handler;
      const needsUser = endpoint.access === 'user' || endpoint.access === 'member';
      const needsStaff = endpoint.access === 'staff';
      const needsBusiness = endpoint.access === 'business';
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        ...(typeof route === 'function' ? {} : { logLevel: route.logLevel }),
        ...(endpoint.bodyLimit === undefined ? {} : { bodyLimit: endpoint.bodyLimit }),
        schema: {
          ...(endpoint.params ? { params: endpoint.params } : {}),
          ...(endpoint.query ? { querystring: endpoint.query } : {}),
          ...(endpoint.body ? { body: endpoint.body } : {}),
          ...(endpoint.response ? { response: { 200: endpoint.response } } : {}),
        },
        config: {
          endpoint,
          ...(endpoint.rateLimit
            ? {
                rateLimit: {
                  max: perMinute(endpoint.rateLimit, app.config),
                  timeWindow: '1 minute',
                },
              }
            : {}),
        },
        ...(endpoint.upload ? { bodyLimit: endpoint.upload.maxBytes } : {}),
        // OPERATOR-1: the staff guard runs before validation, so a caller without the role
        // learns nothing of the endpoint's parameters: 401/403 whatever it sent; for an upload
        // (OPERATOR-12; ADR 0033; a merchant's photo, MERCHANT-8) before its body is even read.
        ...(endpoint.access === 'staff'
          ? endpoint.upload
            ? { onRequest: requireStaff(endpoint.staffRoles) }
            : { preValidation: requireStaff(endpoint.staffRoles) }
          : endpoint.access === 'business'
            ? endpoint.upload
              ? { onRequest: requireBusiness(endpoint.businessRoles) }
              : { preValidation: requireBusiness(endpoint.businessRoles) }
            : { preHandler: accessCheck(endpoint) }),
        handler: async (request, reply) => {
          const input = {
            params: request.params,
            query: request.query,
            body: request.body,
            request,
            reply,
            ...(needsUser ? { user: currentUser(request) } : {}),
            ...(needsStaff ? { staff: currentStaff(request) } : {}),
            ...(needsBusiness ? { business: currentBusiness(request) } : {}),
          } as HandlerInput<Endpoint>;
          const answer = await handler(input);
          if (endpoint.response === null && answer !== reply) return reply.status(204).send();
          return answer;
        },
      });
      app.handledEndpoints.add(endpoint);
    }
  };
}

/** The declared endpoints no module has registered a handler for. */
function unhandledEndpoints(
  declared: readonly Endpoint[],
  handled: ReadonlySet<Endpoint>,
): Endpoint[] {
  return declared.filter((endpoint) => !handled.has(endpoint));
}

/**
 * Every declared endpoint has a handler, or the app does not start: once every plugin is loaded,
 * start-up fails naming the endpoints without one. Call it before registering the areas' routes.
 */
export function requireHandlers(app: FastifyInstance, declared: readonly Endpoint[]): void {
  app.decorate('handledEndpoints', new Set<Endpoint>());
  app.addHook('onReady', async () => {
    const missing = unhandledEndpoints(declared, app.handledEndpoints);
    if (missing.length > 0)
      throw new Error(`No handler for ${missing.map((endpoint) => endpoint.name).join(', ')}`);
  });
}
