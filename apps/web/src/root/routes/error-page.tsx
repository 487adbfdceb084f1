import { Timing, UNKNOWN_ERROR_MESSAGE, UnreachableText } from '@citybook/contract/app';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useRevalidator, useRouteError } from 'react-router';
import { Button } from '../../components/button/button.tsx';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { canGoBack } from '../../lib/history.ts';
import { isNetworkFailure, isPageCodeMissing } from '../../lib/network-failure.ts';
import { useIsOnline } from '../../lib/use-is-online.ts';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from './page.module.css';

/**
 * APP-4 /error: 'Try again' shows a spinner for a moment, then goes back. Issue #32 item 5: a page
 * that failed only because Citybook could not be reached says that instead.
 */
export function ErrorPage() {
  const error = useRouteError();
  if (isPageCodeMissing(error) || isNetworkFailure(error)) {
    return <UnreachablePage codeMissing={isPageCodeMissing(error)} />;
  }
  return <UnknownErrorPage />;
}

/**
 * The page's code or data did not come: no network, or Citybook down, and the device has not
 * kept the page. Try again asks for the data anew; for code, the page is loaded anew, since the
 * browser keeps a module that failed to load as failed until then.
 */
function UnreachablePage({ codeMissing }: { codeMissing: boolean }) {
  const online = useIsOnline();
  const revalidator = useRevalidator();
  const title = online ? UnreachableText.unreachable : UnreachableText.offline;
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{title}</h1>
      <p>{UnreachableText.pageNotKept}</p>
      <div className={styles.actions}>
        <Button
          onClick={() => {
            if (codeMissing) window.location.reload();
            else void revalidator.revalidate();
          }}
        >
          {UnreachableText.tryAgain}
        </Button>
      </div>
    </div>
  );
}

function UnknownErrorPage() {
  useDocumentTitle('Something went wrong');
  const navigate = useNavigate();
  const location = useLocation();
  // Tied to the entry, so the page is ready again if going back lands on another failure.
  const [retryingAt, setRetryingAt] = useState<string | null>(null);
  const retrying = retryingAt === location.key;

  useEffect(() => {
    if (!retrying) return;
    const timer = setTimeout(() => {
      // Opened directly, there is nothing to go back to: start over from the home page.
      if (canGoBack(location.key)) void navigate(-1);
      else void navigate(paths.home, { replace: true });
    }, Timing.errorRetrySpinnerMs);
    return () => {
      clearTimeout(timer);
    };
  }, [retrying, navigate, location.key]);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Something went wrong</h1>
      <p>{UNKNOWN_ERROR_MESSAGE}. Please try again.</p>
      <div className={styles.actions}>
        {retrying ? (
          <Spinner label="Trying again" size="large" />
        ) : (
          <Button
            onClick={() => {
              setRetryingAt(location.key);
            }}
          >
            Try again
          </Button>
        )}
      </div>
    </div>
  );
}
