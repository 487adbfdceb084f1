import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from './page.module.css';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Page not found</h1>
      <p>Sorry, we could not find the page you were looking for.</p>
      <p>
        <Link to={paths.home}>Go to the home page</Link>
      </p>
    </div>
  );
}
