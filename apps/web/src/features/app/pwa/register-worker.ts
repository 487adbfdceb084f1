import { announceUpdate } from './worker-update.ts';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker the build writes (/sw.js, vite-plugin-pwa) and tells the shell
 * when a new version has been installed behind the running one. The new worker waits (Workbox's
 * `skipWaiting: false`) until the member chooses Reload: it is then told to take over, and the
 * page reloads on the change of controller, so no page runs against files of another version.
 */
export async function registerWorker(
  container: ServiceWorkerContainer = navigator.serviceWorker,
  reload: () => void = () => {
    window.location.reload();
  },
  /** The first worker took the page over (not a chosen update). */
  onFirstControl: () => void = () => undefined,
): Promise<void> {
  const registration = await container.register('/sw.js', { scope: '/' });
  let reloadOnTakeover = false;
  const offer = (worker: ServiceWorker) => {
    announceUpdate(() => {
      reloadOnTakeover = true;
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  };
  container.addEventListener('controllerchange', () => {
    // The first worker also takes over a page (clientsClaim): only a chosen update reloads.
    if (reloadOnTakeover) reload();
    else onFirstControl();
  });
  // A version installed on an earlier visit that still waits.
  if (registration.waiting !== null && container.controller !== null) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    if (installing === null) return;
    installing.addEventListener('statechange', () => {
      // Without a controller this is the first install, not an update.
      if (installing.state === 'installed' && container.controller !== null) offer(installing);
    });
  });
  // A page left open for days still hears of new versions (browsers check on navigation only).
  window.setInterval(() => {
    registration.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}
