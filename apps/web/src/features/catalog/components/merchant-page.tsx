import { MediaSizes } from '@citybook/contract/catalog';
import type { Geolocation as Position } from '@citybook/contract/market';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMerchant } from '../api/get-merchant.ts';
import { FavoriteButton } from '../favorites/favorite-button.tsx';
import { FranchiseLocations } from './franchise-locations.tsx';
import { franchiseOf } from './franchise-of.ts';
import { MerchantContact } from './merchant-contact.tsx';
import { MerchantHours } from './merchant-hours.tsx';
import { MerchantLinks } from './merchant-links.tsx';
import { MerchantLogo } from './merchant-logo.tsx';
import styles from './merchant-page.module.css';
import { MerchantPhotos } from './merchant-photos.tsx';
import { OfferCard } from './offer-card.tsx';

interface MerchantPageProps {
  marketId: number;
  /** The category the user came through: only its offers are shown. */
  categoryId: number;
  merchantId: number;
  position: Position | undefined;
  /** The market's time zone, whose clock the offers' hours follow (issue #32 item 1). */
  timeZone: string | undefined;
}

/** Spec "Other screens" (merchant): details, the category's offers and the franchise's locations. */
export function MerchantPage(props: MerchantPageProps) {
  const { marketId, categoryId, merchantId, position, timeZone } = props;
  const { data: merchant } = useMerchant(merchantId);
  useDocumentTitle(merchant.title);
  const [query] = useSearchParams();
  const couponsId = useId();
  const franchisorId = franchiseOf(merchant, query);
  const offers = merchant.offers.filter((offer) => offer.categoryId === categoryId);

  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <MerchantLogo
          merchant={merchant}
          side={72}
          sizes={MediaSizes.pageLogo}
          className={styles.logo}
        />
        <h1 className={styles.heading}>{merchant.title}</h1>
        <FavoriteButton merchant={merchant} />
      </header>
      <MerchantContact merchant={merchant} />
      <MerchantHours openingHours={merchant.openingHours} timeZone={timeZone} />
      <MerchantLinks merchant={merchant} />
      <MerchantPhotos merchant={merchant} />
      <section className={styles.section} aria-labelledby={couponsId}>
        <h2 id={couponsId} className={styles.subheading}>
          Coupons
        </h2>
        {offers.length === 0 ? (
          <p>This merchant has no coupons in this category.</p>
        ) : (
          <ul className={styles.offers}>
            {offers.map((offer) => (
              <li key={offer.id}>
                <OfferCard offer={offer} merchantId={merchant.id} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {franchisorId !== null ? (
        <FranchiseLocations
          marketId={marketId}
          franchisorId={franchisorId}
          currentId={merchant.id}
          categoryId={categoryId}
          position={position}
        />
      ) : null}
    </article>
  );
}
