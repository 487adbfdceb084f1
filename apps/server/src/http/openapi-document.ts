import {
  AREAS,
  errorsOf,
  summaryOf,
  whenOf,
  SESSION_COOKIE,
  STAFF_SESSION_COOKIE,
  BUSINESS_SESSION_COOKIE,
  type Area,
  type Endpoint,
  type ErrorAnswer,
  type OpenApiDocument,
} from '@citybook/contract';
import { apiErrorSchema, replacePathParams } from '@citybook/contract';
import * as z from 'zod/mini';

type JsonSchema = Record<string, unknown>;

const AREA_DESCRIPTIONS: Record<Area, string> = {
  account: 'Accounts: sign-up, login, passwords, profile (ACCOUNT-18).',
  market: 'Markets (cities) and the member’s choice of one.',
  catalog: 'Categories, ads, merchants with their offers, the map.',
  activation: 'Printed book codes, vouchers, subscriptions and their payment.',
  redemption: 'Redeeming offers and the Savings Tracker.',
  app: 'Native app versions, error reports, health, this document.',
  staff: 'The back office’s staff: sign-in with a second factor, staff management, the audit log.',
  notices: 'Mails to members: reminder choices and one-click unsubscribe.',
  reports: 'The console’s reports: counts of activations, subscriptions, revenue and redemptions.',
  business: 'Merchants’ organisations and their people, who sign in to `/api/business/`.',
  fundraising:
    'Fundraising groups, their campaigns and sellers (display names only), and campaigns’ public pages.',
};

function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** Path and query parameters: one entry per property of the object schema. */
function parameters(schema: z.core.$ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** One response per status: its codes, each with when it is answered (and its form field). */
function errorResponses(answers: readonly ErrorAnswer[]) {
  const byStatus = new Map<number, ErrorAnswer[]>();
  for (const answer of answers)
    byStatus.set(answer.status, [...(byStatus.get(answer.status) ?? []), answer]);
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      String(status),
      {
        description: list
          .map((answer) => `code ${String(answer.code)}: ${whenOf(answer)}`)
          .join('\n\n'),
        content: json({ $ref: '#/components/schemas/ApiError' }),
        'x-error-codes': list.map((answer) => ({
          code: answer.code,
          when: whenOf(answer),
          ...(answer.field ? { field: answer.field } : {}),
        })),
      },
    ]),
  );
}

function securityOf(endpoint: Endpoint) {
  if (endpoint.access === 'anyone') return {};
  if (endpoint.access === 'staff')
    return { security: [{ staffSession: [] }], 'x-staff-roles': endpoint.staffRoles };
  if (endpoint.access === 'business')
    return { security: [{ businessSession: [] }], 'x-business-roles': endpoint.businessRoles };
  return { security: [{ session: [] }] };
}

function operation(endpoint: Endpoint) {
  return {
    operationId: endpoint.name,
    summary: summaryOf(endpoint),
    tags: [endpoint.area],
    ...securityOf(endpoint),
    'x-access': endpoint.access,
    ...(endpoint.rateLimit ? { 'x-rate-limit': endpoint.rateLimit } : {}),
    parameters: [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')],
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            // NOTICE-10: RFC 8058's one-click POST is a form, not JSON.
            content: endpoint.form
              ? {
                  'application/x-www-form-urlencoded': {
                    schema: jsonSchema(endpoint.body, 'input'),
                  },
                }
              : json(jsonSchema(endpoint.body, 'input')),
          },
        }
      : {}),
    responses: {
      ...(endpoint.download
        ? {
            '200': {
              description: 'The file, streamed.',
              content: { [endpoint.download]: { schema: { type: 'string' } } },
            },
          }
        : endpoint.response === null
          ? { '204': { description: 'Done; no body.' } }
          : {
              '200': { description: 'OK', content: json(jsonSchema(endpoint.response, 'output')) },
            }),
      ...errorResponses(errorsOf(endpoint)),
    },
  };
}

/** The OpenAPI 3.1 document of the declared endpoints (`:name` path segments become `{name}`). */
export function openApiDocument(endpoints: readonly Endpoint[], version: string): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const path = replacePathParams(endpoint.path, (name) => `{${name}}`);
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Citybook API',
      version,
      description:
        'Every endpoint of the Citybook API, generated from its declaration in packages/contract. Failed calls answer `{ code, message }`.',
    },
    tags: AREAS.map((area) => ({ name: area, description: AREA_DESCRIPTIONS[area] })),
    paths,
    components: {
      schemas: { ApiError: jsonSchema(apiErrorSchema, 'output') },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        staffSession: { type: 'apiKey', in: 'cookie', name: STAFF_SESSION_COOKIE },
        businessSession: { type: 'apiKey', in: 'cookie', name: BUSINESS_SESSION_COOKIE },
      },
    },
  };
}
