import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAccountState } from '../api/get-account-state.ts';
import { useFavorites } from '../api/get-favorites.ts';
import { FavoriteButton } from './favorite-button.tsx';
import styles from './favorites-page.module.css';
import { FavoriteText } from './favorite-text.ts';
import { loadFailureMessage } from '../../../lib/api-error-message.ts';

/**
 * Issue #17 item 4, the side menu's Favourites: the member's favourite merchants, newest first,
 * each leading to its page. A heart taken off here leaves the row until the list is read again,
 * so a mistaken tap can be undone where it was made.
 */
export function FavoritesPage() {
  useDocumentTitle(FavoriteText.title);
  const favorites = useFavorites();
  const state = useAccountState();

  const content = () => {
    if (state.data?.guest) return <p>{FavoriteText.guest}</p>;
    if (favorites.data)
      return favorites.data.length === 0 ? (
        <p>{FavoriteText.empty}</p>
      ) : (
        <ul className={styles.list} aria-label={FavoriteText.title}>
          {favorites.data.map((favorite) => (
            <li key={favorite.merchantId} className={styles.row}>
              <Link
                className={styles.name}
                to={paths.merchant(favorite.categoryId, { id: favorite.merchantId })}
              >
                {favorite.name}
              </Link>
              <FavoriteButton merchant={{ id: favorite.merchantId, title: favorite.name }} />
            </li>
          ))}
        </ul>
      );
    return favorites.isError ? (
      <p>{loadFailureMessage(favorites.error, FavoriteText.loadFailed)}</p>
    ) : (
      <p>{FavoriteText.loading}</p>
    );
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{FavoriteText.title}</h1>
      {content()}
    </div>
  );
}
