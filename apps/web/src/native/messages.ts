import type { Credentials } from '@citybook/contract';
import { capacitorPlatform, detectPlatform, nativeWindow } from './platform.ts';

/** Spec §7: messages to the native wrapper. */
export type NativeMessage =
  | { type: 'Logout' }
  | { type: 'LogInComplete'; credentials: Credentials }
  | { type: 'StartIAP'; ProductID: number | string; AccountID: number }
  | { type: 'RequestLocation' }
  // Issue #16: the counter screen asks for full brightness, and gives it back when it closes.
  | { type: 'SetBrightness'; full: boolean };

function warn(error: unknown): void {
  // A broken bridge must not break the web app around it.
  console.warn('The native shell did not take a message.', error);
}

/** The Capacitor bridge is loaded only inside the Capacitor shell (login budget, ADR 0005). */
function sendThroughCapacitor(message: NativeMessage): void {
  import('./capacitor/send.ts').then(({ sendToCapacitor }) => sendToCapacitor(message)).catch(warn);
}

/** Posts the message to the native shell as JSON; does nothing on the plain web. */
export function sendToNative(message: NativeMessage): void {
  if (capacitorPlatform()) {
    sendThroughCapacitor(message);
    return;
  }
  const text = JSON.stringify(message);
  const bridge = nativeWindow();
  try {
    switch (detectPlatform()) {
      case 'ios':
        (bridge.webkit?.messageHandlers?.citybook ?? bridge.ReactNativeWebView)?.postMessage(text);
        break;
      case 'android':
        (bridge.CitybookAndroid ?? bridge.ReactNativeWebView)?.postMessage(text);
        break;
      case 'web':
        break;
    }
  } catch (error) {
    warn(error);
  }
}
