import type { RouteObject } from 'react-router';
import { Outlet } from 'react-router';
import { ConsoleFrame } from './console-frame.tsx';
import { ErrorPage } from './routes/error-page.tsx';
import { HomePage } from './routes/home-page.tsx';

function ConsoleLayout() {
  return (
    <ConsoleFrame>
      <Outlet />
    </ConsoleFrame>
  );
}

/** The console's pages, under the router's basename (/console). */
export const consoleRoutes: RouteObject[] = [
  {
    path: '/',
    Component: ConsoleLayout,
    ErrorBoundary: ErrorPage,
    children: [{ index: true, Component: HomePage }],
  },
];
