import { useEffect, useEffectEvent, useRef } from 'react';
import { useRouteError } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import pageStyles from '../../../components/page/page.module.css';
import { useGoBack } from '../../../lib/history.ts';
import { explainLoadFailure } from '../../../lib/profile-load-failure.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

interface CatalogLoadErrorProps {
  heading: string;
  /** The screen's own message (APP-7). */
  message: string;
  /** Where to go when the page was opened directly, with nothing to go back to. */
  fallback: string;
}

/** A catalogue page whose data could not be loaded: explained, then back one page (APP-7). */
export function CatalogLoadError({ heading, message, fallback }: CatalogLoadErrorProps) {
  useDocumentTitle(heading);
  const error = useRouteError();
  const showError = useErrorDialog();
  const goBack = useGoBack();
  const shown = useRef(false);

  const explain = useEffectEvent(() => {
    showError({
      ...explainLoadFailure(error, message),
      onClose: () => {
        goBack(fallback);
      },
    });
  });
  useEffect(() => {
    // Once per failure, also when StrictMode runs the effect twice.
    if (shown.current) return;
    shown.current = true;
    explain();
  }, []);

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.heading}>{heading}</h1>
    </div>
  );
}
