import { readFresh, removeStored, writeDated } from './storage/stored.ts';
import { storageKeys } from './storage/storage-keys.ts';

/**
 * APP-2 lists the payment page as anonymous, but paying needs an account: a visitor who opens
 * it is asked to log in or create one, and the chosen plan is kept for the tab until they have.
 */
export function rememberPaymentReturn(pathname: string): void {
  writeDated(storageKeys.paymentReturn, pathname);
}

export function hasPaymentReturn(): boolean {
  return readFresh(storageKeys.paymentReturn) !== undefined;
}

/** The payment page to resume, once: reading it forgets it. */
export function takePaymentReturn(): string | undefined {
  const pending = readFresh(storageKeys.paymentReturn);
  removeStored(storageKeys.paymentReturn);
  return pending?.value;
}
