import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import { RequireStaff } from './require-staff.tsx';

/** A feature's screens behind the signed-in check, as the root composes them, for its tests. */
export function signedInRoutes(pages: Record<string, ReactNode>): RouteObject[] {
  return [
    {
      path: '/',
      element: (
        <RequireStaff>
          <Outlet />
        </RequireStaff>
      ),
      children: Object.entries(pages).map(([path, element]) => ({ path, element })),
    },
  ];
}
