import { createContext } from 'react';

/** A session ending on this device: whose it was, and whether the account itself is gone. */
export interface SessionEnding {
  /** The member (the stored profile's accountId), when the device knew them. */
  userId: number | undefined;
  /** The account was deleted (ACCOUNT-21): nothing of it is kept to send later. */
  erased: boolean;
}

/**
 * What the device forgets of a member, beyond storage and the offline copies, when their session
 * ends (issue #27: the records features keep in IndexedDB). The root provides it, since features
 * do not import each other; it never rejects.
 */
export type ForgetDeviceRecords = (ending: SessionEnding) => Promise<void>;

export const ForgetDeviceRecordsContext = createContext<ForgetDeviceRecords>(() =>
  Promise.resolve(),
);
