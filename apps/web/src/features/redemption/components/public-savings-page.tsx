import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './public-savings-page.module.css';
import { PublicSavingsText as Text } from './public-savings-text.ts';

interface PublicSavingsPageProps {
  /** A member who is logged in is offered their own tracker instead of signing up. */
  loggedIn: boolean;
}

/**
 * REDEEM-8 "the product's savings page", open to anyone (APP-2): where a shared saving leads, so
 * whoever follows the link learns what Citybook is instead of meeting a login (issue #32 item 12).
 */
export function PublicSavingsPage({ loggedIn }: PublicSavingsPageProps) {
  useDocumentTitle(Text.title);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{Text.title}</h1>
      <p>{Text.what}</p>
      <p>{Text.how}</p>
      {loggedIn ? (
        <p className={styles.actions}>
          <Link className={styles.primary} to={paths.savings}>
            {Text.ownSavings}
          </Link>
        </p>
      ) : (
        <>
          <p className={styles.actions}>
            <Link className={styles.primary} to={paths.createAccount}>
              {Text.createAccount}
            </Link>
            <Link className={styles.secondary} to={paths.login}>
              {Text.logIn}
            </Link>
          </p>
          <p>{Text.lookAround}</p>
        </>
      )}
    </div>
  );
}
