import { allEndpoints } from '@citybook/contract';
import type { FastifyInstance } from 'fastify';

// Routes are read from the running app, so a route added later is covered without editing a test.

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** With Fastify's `:param` placeholders. */
  path: string;
}

export function routesOf(app: FastifyInstance): Route[] {
  const prefixes: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)(?:├── |└── )(\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (prefixes[depth - 1] ?? '') + (match[2] ?? '');
    prefixes.length = depth;
    prefixes[depth] = path;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method === 'GET' || method === 'POST' || method === 'PUT' || method === 'DELETE')
        routes.push({ method, path });
    }
  }
  return routes;
}

/** Every path the contract declares, with Fastify's `:param` placeholders. */
export function contractPaths(): string[] {
  return allEndpoints.map((endpoint) => endpoint.path);
}

export const shape = (path: string) => path.replace(/:[^/]+/g, ':');
export const routeKey = (route: Route) => `${route.method} ${shape(route.path)}`;
