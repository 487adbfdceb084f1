import '@testing-library/jest-dom/vitest';
import '../lib/zod-config.ts';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './mocks/server.ts';

// A grid renders a page of rows per step; on a busy 2-core machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });

// jsdom has <dialog> but not its modal methods; these cover what the console relies on.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event('close'));
};
// Escape asks the topmost open modal to cancel, as browsers do.
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  const dialog = [...document.querySelectorAll('dialog')].filter((each) => each.open).at(-1);
  if (!dialog) return;
  if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
});
window.scrollTo = () => undefined;
// jsdom's Blob has no text() (browsers have had it since 2019); the import reads its file with it.
if (!('text' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'text', {
    value: function text(this: Blob) {
      return new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
        reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
        reader.readAsText(this);
      });
    },
  });
}

// The API answers through MSW; a request no handler answers fails the test.
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.useRealTimers();
  // The files share a worker (isolate: false): what one test kept, e.g. the last sign-in's realm,
  // must not steer another file's screens.
  localStorage.clear();
  sessionStorage.clear();
});
