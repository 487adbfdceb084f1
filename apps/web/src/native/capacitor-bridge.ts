import type { sendToCapacitor, startCapacitorBridge } from './capacitor/bridge.ts';
import { capacitorPlatform } from './platform.ts';

interface Bridge {
  sendToCapacitor: typeof sendToCapacitor;
  startCapacitorBridge: typeof startCapacitorBridge;
}

async function load(run: (bridge: Bridge) => Promise<void>): Promise<void> {
  // Destructured where it is imported, so the bundler need not build a namespace object.
  const { sendToCapacitor: send, startCapacitorBridge: start } =
    await import('./capacitor/bridge.ts');
  await run({ sendToCapacitor: send, startCapacitorBridge: start });
}

/**
 * Runs `run` with the Capacitor bridge inside the Capacitor shell; loads and does nothing
 * elsewhere (the bridge stays out of the web's first download, ADR 5 and 16). A failure is
 * reported, never thrown: a broken bridge must not break the web app around it.
 */
export function withCapacitorBridge(run: (bridge: Bridge) => Promise<void>): boolean {
  if (!capacitorPlatform()) return false;
  load(run).catch((error: unknown) => {
    console.warn('The Capacitor shell did not take a message.', error);
  });
  return true;
}
