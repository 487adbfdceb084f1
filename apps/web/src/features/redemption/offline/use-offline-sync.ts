import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isKnownOffline } from '../../../lib/network-failure.ts';
import { hasWaitingHint } from './waiting-hint.ts';

/**
 * How often redemptions waiting on the device are tried again while the app is open: the
 * browser's `online` event does not come when a weak signal returns without it ever having said
 * offline.
 */
export const OFFLINE_RETRY_MS = 15_000;

export interface OfflineSyncHooks {
  /** The member logged in on this device now (the profile's accountId), read at each try. */
  currentUserId: () => number | undefined;
  /** The member's running activation on this device (its voucher), if any, read at each try. */
  currentVoucherId: () => number | undefined;
  /** Something was sent or refused: refresh what shows it. */
  onChanged: () => void;
}

/**
 * Sends the member's redemptions kept on this device (issue #16) while a member's page is open:
 * at once, when the browser is back online, and every little while. The sending code loads only
 * when something waits, off every route's first download (ADR 0005). At the same moments an
 * activated member's device keeps its offline tickets (issue #27) topped up.
 */
export function useOfflineSync(hooks: OfflineSyncHooks): void {
  const queryClient = useQueryClient();
  const latest = useRef(hooks);
  useEffect(() => {
    latest.current = hooks;
  });

  useEffect(() => {
    const run = () => {
      const userId = latest.current.currentUserId();
      if (userId === undefined || isKnownOffline()) return;
      const voucherId = latest.current.currentVoucherId();
      if (voucherId !== undefined) {
        import('./refresh-tickets.ts')
          .then(({ refreshTickets }) => refreshTickets(userId, voucherId))
          // Tried again at the next run; the tickets kept still serve until then.
          .catch(() => undefined);
      }
      if (!hasWaitingHint()) return;
      import('./sync-offline.ts')
        .then(({ syncOffline }) => syncOffline(queryClient, userId))
        .then((anything) => {
          if (anything) latest.current.onChanged();
        })
        // Kept on the device; the next try sends it.
        .catch(() => undefined);
    };
    run();
    window.addEventListener('online', run);
    const timer = setInterval(run, OFFLINE_RETRY_MS);
    return () => {
      window.removeEventListener('online', run);
      clearInterval(timer);
    };
  }, [queryClient]);
}
