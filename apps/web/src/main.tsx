// First: zod's settings hold before any module parses with it.
import './lib/zod-config.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { hasSession } from './features/account/session.ts';
import { prerenderedState } from './root/prerendered.ts';
import { AppProviders } from './root/providers.tsx';
import { createQueryClient } from './root/query-client.ts';
import { createAppRouter, createRoutes } from './root/router.tsx';
import { captureVariant } from './lib/variant.ts';
import { withCapacitorBridge } from './native/capacitor-bridge.ts';
import './styles/global.css';

captureVariant();
withCapacitorBridge((bridge) => bridge.startCapacitorBridge());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

async function render(root: HTMLElement) {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  // The login page's markup from the build is taken over, not replaced (ADR 0061). Should its
  // code fail to load, the app renders afresh and the router shows the failure as on any page.
  const hydrationData = await prerenderedState(root, routes, window.location, hasSession()).catch(
    () => null,
  );
  const router = createAppRouter(routes, hydrationData ?? undefined);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // A markup that does not match is rendered afresh by React (reported to the console).
  if (hydrationData) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

// Development only: the API answered by the tests' handlers (ADR 0028); absent from builds.
if (import.meta.env.DEV && import.meta.env.VITE_API_MOCKS === 'true') {
  void import('./testing/mocks/browser.ts')
    .then((mocks) => mocks.startApiMocks())
    .then(() => render(container));
} else {
  void render(container);
}
