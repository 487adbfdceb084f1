import { createContext } from 'react';

export interface ErrorDialogOptions {
  /** Defaults to 'Error'. */
  title?: string;
  message: string;
  /** Hides the 'Contact Us' option, e.g. for messages the user can fix alone. */
  hideContact?: boolean;
  /** Runs after the dialog has closed (and its history entry is gone), e.g. to go back. */
  onClose?: () => void;
  /** The failure behind the message, for the error report. */
  error?: unknown;
}

export type ShowErrorDialog = (options: ErrorDialogOptions) => void;

export const ErrorDialogContext = createContext<ShowErrorDialog | null>(null);
