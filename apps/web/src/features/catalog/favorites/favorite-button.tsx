import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { useAccountState } from '../api/get-account-state.ts';
import { useSetFavorite } from '../api/set-favorite.ts';
import styles from './favorite-button.module.css';
import { FavoriteText } from './favorite-text.ts';

interface FavoriteButtonProps {
  merchant: { id: number; title: string };
  className?: string;
}

/**
 * The heart of a merchant (issue #17 item 4): pressed when it is a favourite. It changes at once
 * and changes back, with a message, when the server refuses. Not shown to the shared guest (whose
 * account keeps no favourites) nor before the member's state is known (ADR 0020).
 */
export function FavoriteButton({ merchant, className }: FavoriteButtonProps) {
  const state = useAccountState();
  const setFavorite = useSetFavorite();
  const showError = useErrorDialog();
  if (!state.data || state.data.guest) return null;
  const favorite = state.data.favoriteMerchantIds.includes(merchant.id);

  const toggle = () => {
    const change = { merchantId: merchant.id, favorite: !favorite };
    setFavorite.mutate(change, {
      onError: (error) => {
        showError({
          message: change.favorite
            ? FavoriteText.addFailed(merchant.title)
            : FavoriteText.removeFailed(merchant.title),
          error,
        });
      },
    });
  };

  return (
    <button
      type="button"
      className={[styles.heart, className].filter(Boolean).join(' ')}
      aria-pressed={favorite}
      aria-label={favorite ? FavoriteText.remove(merchant.title) : FavoriteText.add(merchant.title)}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
