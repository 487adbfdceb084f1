import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { reportClientError, reportFor } from '../../lib/report-client-error.ts';
import { ErrorDialog } from './error-dialog.tsx';
import { ErrorDialogContext } from './error-dialog-context.ts';
import type { ErrorDialogOptions } from './error-dialog-context.ts';

const DEFAULT_TITLE = 'Error';

interface QueuedError extends ErrorDialogOptions {
  id: number;
}

let nextId = 1;

/** Shows failures one at a time, in order, and reports each to the error service (APP-7). */
export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<QueuedError[]>([]);

  const show = useCallback((options: ErrorDialogOptions) => {
    reportClientError(reportFor(options.message, options.error));
    setQueue((current) => [...current, { ...options, id: nextId++ }]);
  }, []);

  const current = queue[0];
  return (
    <ErrorDialogContext value={show}>
      {children}
      {current ? (
        <ErrorDialog
          key={current.id}
          title={current.title ?? DEFAULT_TITLE}
          message={current.message}
          hideContact={current.hideContact ?? false}
          onClose={() => {
            setQueue((rest) => rest.filter((item) => item.id !== current.id));
            current.onClose?.();
          }}
        />
      ) : null}
    </ErrorDialogContext>
  );
}
