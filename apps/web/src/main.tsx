// First: zod's settings hold before any module parses with it.
import './lib/zod-config.ts';
import { startApp } from './root/start-app.tsx';
import { captureVariant } from './lib/variant.ts';
import { withCapacitorBridge } from './native/capacitor-bridge.ts';
import './styles/global.css';

captureVariant();
withCapacitorBridge((bridge) => bridge.startCapacitorBridge());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

// Development only: the API answered by the tests' handlers (ADR 0028); absent from builds.
if (import.meta.env.DEV && import.meta.env.VITE_API_MOCKS === 'true') {
  void import('./testing/mocks/browser.ts')
    .then((mocks) => mocks.startApiMocks())
    .then(() => startApp(container));
} else {
  void startApp(container);
}
