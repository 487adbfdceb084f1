import { createContext } from 'react';

export interface ConfirmOptions {
  title: string;
  message: string;
  /** Defaults to 'OK'. */
  confirmLabel?: string;
  /** Defaults to 'Cancel'. */
  cancelLabel?: string;
}

/** Resolves true when the user confirms, false when they cancel, press Escape or go back. */
export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

export const ConfirmContext = createContext<Confirm | null>(null);
