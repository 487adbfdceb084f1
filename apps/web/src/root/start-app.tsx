import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { hasSession } from '../features/account/session.ts';
import { prerenderedState } from './prerendered.ts';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter, createRoutes } from './router.tsx';
import type { AppRouter } from './router.tsx';

/**
 * Starts the app in `container`: takes over the prerendered login page (ADR 0061) or renders
 * afresh. The first render is not a transition (which React renders in slices, yielding between
 * them): RouterProvider reads the router's state once as it first renders and subscribes only as
 * it commits, so the router's first navigation ending between two slices left the page on its
 * loading state (seen in e2e: a campaign's public page).
 */
export async function startApp(container: HTMLElement): Promise<{ root: Root; router: AppRouter }> {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  // The login page's markup from the build is taken over, not replaced (ADR 0061). Should its
  // code fail to load, the app renders afresh and the router shows the failure as on any page.
  const hydrationData = await prerenderedState(
    container,
    routes,
    window.location,
    hasSession(),
  ).catch(() => null);
  const router = createAppRouter(routes, hydrationData ?? undefined);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // A markup that does not match is rendered afresh by React (reported to the console).
  if (hydrationData) return { root: hydrateRoot(container, app), router };
  const root = createRoot(container);
  root.render(app);
  return { root, router };
}
