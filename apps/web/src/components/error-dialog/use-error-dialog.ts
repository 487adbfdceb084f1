import { useContext } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { ErrorDialogContext } from './error-dialog-context.ts';
import type { ShowErrorDialog } from './error-dialog-context.ts';

/** Shows a failure in the error dialog; without the dialog provider the user goes to /error (APP-7). */
export function useErrorDialog(): ShowErrorDialog {
  const show = useContext(ErrorDialogContext);
  const navigate = useNavigate();
  return (
    show ??
    (() => {
      void navigate(paths.error);
    })
  );
}
