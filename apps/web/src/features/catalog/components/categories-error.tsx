import { CATEGORIES_ERROR_MESSAGE } from '@citybook/contract/catalog';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useRevalidator, useRouteError } from 'react-router';
import { Button } from '../../../components/button/button.tsx';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { explainLoadFailure } from '../../../lib/profile-load-failure.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './categories-page.module.css';

/**
 * The categories could not be loaded: APP-7's error dialog with CATALOG-4's text (OK, contact, reported). The page is
 * where members land, so there is nowhere to go back to: it stays, with a way to try again.
 */
export function CategoriesError() {
  useDocumentTitle('Categories');
  const error = useRouteError();
  const showError = useErrorDialog();
  const revalidator = useRevalidator();
  const shown = useRef<unknown>(null);

  const explain = useEffectEvent(() => {
    showError(explainLoadFailure(error, CATEGORIES_ERROR_MESSAGE));
  });
  useEffect(() => {
    // Once per failure (each retry that fails is a new one), also when StrictMode runs it twice.
    if (shown.current === error) return;
    shown.current = error;
    explain();
  }, [error]);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Categories</h1>
      <p>{explainLoadFailure(error, CATEGORIES_ERROR_MESSAGE).message}</p>
      <div>
        <Button
          disabled={revalidator.state === 'loading'}
          onClick={() => void revalidator.revalidate()}
        >
          Try again
        </Button>
      </div>
    </div>
  );
}
