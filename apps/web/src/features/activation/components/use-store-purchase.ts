import { useEffect, useState } from 'react';
import { onNativeEvent } from '../../../native/incoming.ts';
import { sendToNative } from '../../../native/messages.ts';

/**
 * Spec §7 StartIAP: in the native shell a subscription is bought through the app store. The
 * shell's answer is handled app-wide; here it only ends the wait.
 */
export function useStorePurchase(accountId: number) {
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    if (!waiting) return undefined;
    return onNativeEvent((event) => {
      if (event.type === 'PurchaseResult' || event.type === 'RestoreResult') setWaiting(false);
    });
  }, [waiting]);

  const start = (subscriptionTypeCode: number) => {
    setWaiting(true);
    sendToNative({ type: 'StartIAP', ProductID: subscriptionTypeCode, AccountID: accountId });
  };

  return { waiting, start };
}
