/** The one entry of the Capacitor bridge, so the web app loads it with a single dynamic import. */
export { sendToCapacitor } from './send.ts';
export { startCapacitorBridge } from './start.ts';
