import type { Credentials } from '@citybook/contract/account';
import type { NativeReminder } from '@citybook/contract/notices';
import { withCapacitorBridge } from './capacitor-bridge.ts';
import { detectPlatform, nativeWindow } from './platform.ts';

/** APP-11: messages to the native wrapper. */
export type NativeMessage =
  | { type: 'Logout' }
  | { type: 'LogInComplete'; credentials: Credentials }
  | { type: 'StartIAP'; ProductID: number | string; AccountID: number }
  | { type: 'RequestLocation' }
  // Issue #16: the counter screen asks for full brightness, and gives it back when it closes.
  | { type: 'SetBrightness'; full: boolean }
  // NOTICE-13: the book-expiry reminders as local notifications; replaces every one sent before.
  | { type: 'ScheduleReminders'; reminders: NativeReminder[] };

/** Posts the message to the native shell as JSON; does nothing on the plain web. */
export function sendToNative(message: NativeMessage): void {
  if (withCapacitorBridge((bridge) => bridge.sendToCapacitor(message))) return;
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
    // A broken bridge must not break the web app around it.
    console.warn('The native shell did not take a message.', error);
  }
}
