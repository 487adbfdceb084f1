import { Timing, UNKNOWN_ERROR_MESSAGE } from '@citybook/contract/app';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/button/button.tsx';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { canGoBack } from '../../lib/history.ts';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from './page.module.css';

/** APP-4 /error: 'Try again' shows a spinner for a moment, then goes back. */
export function ErrorPage() {
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
