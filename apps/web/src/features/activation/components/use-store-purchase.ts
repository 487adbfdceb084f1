import { useEffect, useState } from 'react';
import { onNativeEvent } from '../../../native/incoming.ts';
import { sendToNative } from '../../../native/messages.ts';
import { StoreWaitText } from '../store-wait-text.ts';

/**
 * ACTIVATION-19 StartIAP: in the native shell a subscription is bought through the app store. The
 * shell's answer is handled app-wide; here it only ends the wait. A store that has not answered
 * after a few seconds is `slow`: the member may `stopWaiting` and choose again.
 */
export function useStorePurchase(accountId: number) {
  const [waiting, setWaiting] = useState(false);
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (!waiting) return undefined;
    const stopListening = onNativeEvent((event) => {
      if (event.type === 'PurchaseResult' || event.type === 'RestoreResult') setWaiting(false);
    });
    const timer = setTimeout(() => {
      setSlow(true);
    }, StoreWaitText.slowAfterMs);
    return () => {
      stopListening();
      clearTimeout(timer);
      setSlow(false);
    };
  }, [waiting]);

  const start = (subscriptionTypeCode: number) => {
    setWaiting(true);
    sendToNative({ type: 'StartIAP', ProductID: subscriptionTypeCode, AccountID: accountId });
  };

  const stopWaiting = () => {
    setWaiting(false);
  };

  return { waiting, slow, start, stopWaiting };
}
