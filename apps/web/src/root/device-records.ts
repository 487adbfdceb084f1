import type { ForgetDeviceRecords } from '../lib/session-end.ts';

/**
 * The app's ForgetDeviceRecords (lib/session-end.ts): its code is downloaded only when a session
 * ends, off every route's first download (ADR 0005). Never rejects.
 */
export const forgetDeviceRecords: ForgetDeviceRecords = (ending) =>
  import('./forget-device-records.ts')
    .then((module) => module.forgetDeviceRecords(ending))
    .catch(() => undefined);
