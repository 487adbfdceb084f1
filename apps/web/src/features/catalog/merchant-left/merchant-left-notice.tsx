import { MerchantLeftText } from '@citybook/contract/catalog';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { favoritesQueryKey } from '../api/get-favorites.ts';
import styles from './merchant-left-notice.module.css';

interface MerchantLeftNoticeProps {
  /** The server's words, naming the merchant: "<name> has left the Citybook book". */
  message: string;
  /** The category list the member came from; without one, the way back is the categories. */
  categoryId?: number | undefined;
  /**
   * It replaces a page the member had open (its data was asked again): focus moves to it, so a
   * screen reader says what changed under the member's eyes.
   */
  replacesOpenPage?: boolean;
}

/**
 * MERCHANT-12: a merchant page (or one of its coupons) whose merchant left the book, opened from
 * an old link or open while it left: said plainly, with the way back to the list and to the
 * Savings Tracker, where what the member redeemed there stays.
 */
export function MerchantLeftNotice({
  message,
  categoryId,
  replacesOpenPage,
}: MerchantLeftNoticeProps) {
  useDocumentTitle(message);
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The lists, search answers and favourites the app holds may still show it: asked anew.
    void queryClient.invalidateQueries({ queryKey: ['merchants'] });
    void queryClient.invalidateQueries({ queryKey: ['search'] });
    void queryClient.invalidateQueries({ queryKey: favoritesQueryKey });
  }, [queryClient]);

  useEffect(() => {
    if (replacesOpenPage) heading.current?.focus({ preventScroll: true });
  }, [replacesOpenPage]);

  const back =
    categoryId === undefined
      ? { to: paths.categories, text: MerchantLeftText.browse }
      : { to: paths.category(categoryId), text: MerchantLeftText.backToList };
  return (
    <div className={styles.page}>
      <h1 ref={heading} tabIndex={-1} className={styles.heading}>
        {message}
      </h1>
      <p>
        {MerchantLeftText.detail} {MerchantLeftText.savingsKept}
      </p>
      <ul className={styles.actions}>
        <li>
          <Link className={styles.primary} to={back.to}>
            {back.text}
          </Link>
        </li>
        <li>
          <Link className={styles.secondary} to={paths.savings}>
            {MerchantLeftText.savings}
          </Link>
        </li>
      </ul>
    </div>
  );
}
