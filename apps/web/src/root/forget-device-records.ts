import { forgetOfflineRecords } from '../features/redemption/offline/forget-offline.ts';
import { deleteRecords } from '../lib/indexed-db-records.ts';
import type { SessionEnding } from '../lib/session-end.ts';
import { REDEMPTION_SYNC_QUEUE } from './pwa-options.ts';

/**
 * Where Workbox's Background Sync (workbox-background-sync 7, `QueueDb`) keeps the calls it will
 * send again, each naming its queue.
 */
export const QUEUED_CALLS = { database: 'workbox-background-sync', store: 'requests' } as const;

const inRedemptionQueue = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  (value as { queueName?: unknown }).queueName === REDEMPTION_SYNC_QUEUE;

/**
 * Issue #27: the member's records in IndexedDB go with the session — those of redeeming with no
 * signal (features/redemption/offline/forget-offline.ts), and the worker's copies of the calls
 * that sent them: replayed under the next person's session, they would be sent as that person.
 * What still waits is sent from the redemption store at its member's next login.
 */
export async function forgetDeviceRecords(ending: SessionEnding): Promise<void> {
  await Promise.allSettled([
    forgetOfflineRecords(ending),
    deleteRecords(QUEUED_CALLS.database, QUEUED_CALLS.store, inRedemptionQueue),
  ]);
}
