import { CATEGORIES_ERROR_MESSAGE } from '@citybook/contract';
import { useRevalidator } from 'react-router';
import { Button } from '../../../components/button/button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './categories-page.module.css';

/** Shown in place of the categories when they could not be loaded. */
export function CategoriesError() {
  useDocumentTitle('Categories');
  const revalidator = useRevalidator();

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Categories</h1>
      <p role="alert">{CATEGORIES_ERROR_MESSAGE}</p>
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
