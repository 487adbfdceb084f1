import { capacitorPlatform } from './platform.ts';

/** Starts the Capacitor bridge inside the Capacitor shell; loads nothing on the web (ADR 0005). */
export function startNativeBridge(): void {
  if (!capacitorPlatform()) return;
  import('./capacitor/start.ts')
    .then(({ startCapacitorBridge }) => startCapacitorBridge())
    .catch((error: unknown) => {
      console.warn('The Capacitor bridge did not start.', error);
    });
}
