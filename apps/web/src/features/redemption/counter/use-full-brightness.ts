import { useEffect } from 'react';
import { sendToNative } from '../../../native/messages.ts';

/**
 * Asks the native shell for full brightness while `active` (staff read the screen across a
 * counter), and gives the member's own level back when it ends or the screen is left.
 */
export function useFullBrightness(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    sendToNative({ type: 'SetBrightness', full: true });
    return () => {
      sendToNative({ type: 'SetBrightness', full: false });
    };
  }, [active]);
}
