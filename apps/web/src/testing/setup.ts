import '@testing-library/jest-dom/vitest';
import { SESSION_SIGNAL_COOKIE } from '@citybook/contract';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './mocks/server.ts';

// A route's code loads and a page renders within 1 s on a quiet machine, not always on a busy
// 2-core CI machine: waiting up to the test's own timeout keeps a slow run from failing.
configure({ asyncUtilTimeout: 5000 });

// jsdom has <dialog> but not its modal methods; these cover what the app relies on.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event('close'));
};
// jsdom does no layout, so it cannot scroll; pages and the router still ask it to.
window.scrollTo = () => undefined;
// Escape asks the topmost open modal to cancel, as browsers do.
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  const dialog = [...document.querySelectorAll('dialog')].filter((each) => each.open).at(-1);
  if (!dialog) return;
  if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
});

// The API answers through MSW; a request no handler answers fails the call and is reported.
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  // A test that fakes the clock gets the real one back, even when it failed half-way.
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = `${SESSION_SIGNAL_COOKIE}=; Max-Age=0; Path=/`;
});
