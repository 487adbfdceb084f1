import { installPushHandlers, type PushWorkerScope } from './push-handlers.ts';

// The entry of /push-worker.js, which the Workbox worker imports (ADR 0041).
installPushHandlers(self as unknown as PushWorkerScope);
