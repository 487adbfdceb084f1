// First: zod's settings hold before any module parses with it.
import './lib/zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './root/providers.tsx';
import { createQueryClient } from './root/query-client.ts';
import { createAppRouter } from './root/router.tsx';
import { captureVariant } from './lib/variant.ts';
import { withCapacitorBridge } from './native/capacitor-bridge.ts';
import './styles/global.css';

captureVariant();
withCapacitorBridge((bridge) => bridge.startCapacitorBridge());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

function render(root: HTMLElement) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

// Development only: the API answered by the tests' handlers (ADR 0028); absent from builds.
if (import.meta.env.DEV && import.meta.env.VITE_API_MOCKS === 'true') {
  void import('./testing/mocks/browser.ts')
    .then((mocks) => mocks.startApiMocks())
    .then(() => {
      render(container);
    });
} else {
  render(container);
}
