import type { NativeEvent } from '../incoming.ts';

/**
 * Hands a plugin's answer to the page the way the other shells deliver their events
 * (`window.postMessage` of the JSON text), so `onNativeEvent` needs no Capacitor branch.
 */
export function deliverToPage(event: NativeEvent): void {
  window.postMessage(JSON.stringify(event), '*');
}
