import {
  formatDistance,
  isBookExpired,
  MediaSizes,
  moreCouponsText,
  savingsText,
} from '@citybook/contract/catalog';
import type { Merchant, Offer } from '@citybook/contract/catalog';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { FavoriteButton } from '../favorites/favorite-button.tsx';
import styles from './merchant-card.module.css';
import { MerchantLogo } from './merchant-logo.tsx';
import { CategoryListText, offersInCategory } from '../category-list-text.ts';

interface MerchantCardProps {
  merchant: Merchant;
  categoryId: number;
  /** Logos far down the list wait until they are scrolled near. */
  lazyLogo: boolean;
  /** The coupon to show, chosen by the list's order and filters; else the category's first. */
  featured?: Offer | undefined;
  /** Says what the shown coupon saves (the list is ordered by saving). */
  showSavings?: boolean;
}

/** A merchant in a category list: logo, title, distance, its first coupon and how many more. */
export function MerchantCard({
  merchant,
  categoryId,
  lazyLogo,
  featured,
  showSavings = false,
}: MerchantCardProps) {
  const id = useId();
  const firstOffer =
    featured ??
    merchant.offers.find((offer) => offer.categoryId === categoryId) ??
    merchant.offers[0];
  const savings = showSavings && firstOffer ? savingsText(firstOffer.savings) : null;
  const more = moreCouponsText(
    offersInCategory(merchant.offers, merchant.numberOfOffers, categoryId),
  );
  const expired = isBookExpired(merchant.adSpotOfferExpirationDate);
  const details = [
    expired ? `${id}-expired` : null,
    `${id}-distance`,
    firstOffer ? `${id}-offer` : null,
    more ? `${id}-more` : null,
  ];

  return (
    <div className={[styles.card, expired ? styles.expired : ''].filter(Boolean).join(' ')}>
      <MerchantLogo
        merchant={merchant}
        side={56}
        sizes={MediaSizes.cardLogo}
        className={styles.logo}
        lazy={lazyLogo}
      />
      <span className={styles.body}>
        <span className={styles.heading}>
          {/* Named by its text; the card's other lines describe it. */}
          <Link
            className={styles.title}
            to={paths.merchant(categoryId, merchant)}
            aria-describedby={details.filter(Boolean).join(' ')}
          >
            {merchant.title}
          </Link>{' '}
          <span id={`${id}-distance`} className={styles.distance}>
            {formatDistance(merchant.distance)}
          </span>
        </span>
        {expired ? (
          <span id={`${id}-expired`} className={styles.expiredLabel}>
            {CategoryListText.bookExpired}
          </span>
        ) : null}
        {firstOffer ? (
          <span id={`${id}-offer`} className={styles.offer}>
            {firstOffer.title}
            {savings ? <span className={styles.savings}> · {savings}</span> : null}
          </span>
        ) : null}
        {more ? (
          <span id={`${id}-more`} className={styles.more}>
            {more}
          </span>
        ) : null}
      </span>
      <FavoriteButton merchant={merchant} className={styles.favorite} />
    </div>
  );
}
