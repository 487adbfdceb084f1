import { setupWorker } from 'msw/browser';
import { handlers } from './handlers.ts';

/**
 * Development only (VITE_API_MOCKS=true): the app's API calls are answered by the tests' default
 * handlers in the browser; anything they do not answer goes on to the real server (ADR 0028).
 */
export async function startApiMocks(): Promise<void> {
  await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass' });
}
