import { formatDistance, moreCouponsText } from '@citybook/contract/catalog';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { LazyFavoriteButton } from './lazy-favorite-button.tsx';
import { addressText } from './address-text.ts';
import type { ShownMerchant } from './shown-merchants.ts';
import styles from './map-page.module.css';

/** The info window of a marker (spec "Other screens" → Map): who, where, what, and a way in. */
export function MerchantSummary({ merchant }: { merchant: ShownMerchant }) {
  const more = moreCouponsText(merchant.numberOfOffers);
  return (
    <div className={styles.summary}>
      <h2 className={styles.summaryTitle}>{merchant.title}</h2>
      <p className={styles.line}>{addressText(merchant)}</p>
      <p className={styles.lineMuted}>{formatDistance(merchant.distance)}</p>
      {merchant.firstOfferTitle ? <p className={styles.offer}>{merchant.firstOfferTitle}</p> : null}
      {more ? <p className={styles.lineMuted}>{more}</p> : null}
      <div className={styles.summaryActions}>
        <Link className={styles.summaryLink} to={paths.merchant(merchant.categoryId, merchant)}>
          View merchant
        </Link>
        <LazyFavoriteButton merchant={merchant} />
      </div>
    </div>
  );
}
