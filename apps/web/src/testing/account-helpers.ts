import { getDefaultNormalizer } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { renderRoutes } from './render-routes.tsx';

/** The spec's messages have double spaces, which Testing Library collapses by default. */
export const exactText = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

/** Renders one page at `entry`; any other address renders nothing, so tests read the router. */
export function renderAccountPage(path: string, page: ReactNode, entry: string = path) {
  const routes: RouteObject[] = [
    { path, element: page },
    { path: '*', element: null },
  ];
  return renderRoutes(routes, { initialEntries: [entry] });
}

/**
 * A field's accessible description that starts with `message` (its error) and goes on: a new
 * password's description continues with the password rules (issue 32 item 7).
 */
export function descriptionStartingWith(message: string): RegExp {
  return new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `);
}
