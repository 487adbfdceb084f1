import '@testing-library/jest-dom/vitest';
import { SESSION_SIGNAL_COOKIE } from '@citybook/contract';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = `${SESSION_SIGNAL_COOKIE}=; Max-Age=0; Path=/`;
});
