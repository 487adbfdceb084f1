import { onNativeEvent } from './incoming.ts';
import { sendToNative } from './messages.ts';
import { isNativeShell } from './platform.ts';

export interface NativeLocation {
  latitude: number;
  longitude: number;
}

/**
 * Asks the native shell for the device position. Null without a shell, when the shell says it
 * has none, or when it does not answer within `timeoutMs`.
 */
export function requestNativeLocation(timeoutMs: number): Promise<NativeLocation | null> {
  if (!isNativeShell()) return Promise.resolve(null);
  return new Promise((resolve) => {
    const finish = (location: NativeLocation | null) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(location);
    };
    const timer = setTimeout(() => {
      finish(null);
    }, timeoutMs);
    const unsubscribe = onNativeEvent((event) => {
      if (event.type === 'Location')
        finish({ latitude: event.latitude, longitude: event.longitude });
      else finish(null);
    });
    sendToNative({ type: 'RequestLocation' });
  });
}
