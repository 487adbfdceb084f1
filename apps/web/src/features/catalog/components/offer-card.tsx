import { OFFER_NOT_NOW_BADGE, isBookExpired, savingsText } from '@citybook/contract/catalog';
import type { Offer } from '@citybook/contract/catalog';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useOfferAvailability } from '../../../lib/use-offer-availability.ts';
import { useRedeemedOnDevice } from '../../../lib/redeemed-on-device.ts';
import { ClosedOfferDialog } from './closed-offer-dialog.tsx';
import type { ClosedReason } from './closed-offer-dialog.tsx';
import styles from './offer-card.module.css';

interface OfferCardProps {
  offer: Offer;
  /** The merchant location the offer is taken at (the offer page's first parameter). */
  merchantId: number;
  /** On lists of several merchants: whose offer it is, and how far away. */
  merchant?: { title: string; distance: string };
  /** The market's time zone, whose clock the offer's hours follow (issue #32 item 1). */
  timeZone: string | undefined;
}

/**
 * An offer leading to its page. CATALOG-14, REDEEM-4: once its book has expired, or once it has been redeemed,
 * it shows so, and selecting it explains that instead of opening the offer.
 */
export function OfferCard({ offer, merchantId, merchant, timeZone }: OfferCardProps) {
  const id = useId();
  const expired = isBookExpired(offer.adSpotOfferExpirationDate);
  // Issue #32 item 5: redeemed with no signal on this phone counts as redeemed here too.
  const redeemedOnDevice = useRedeemedOnDevice(offer.id) && !offer.redeemed;
  const redeemed = offer.redeemed || redeemedOnDevice;
  // Issue #32 item 1: when it can be used, and while it cannot, when it next can.
  const { usableNow, hours, reason } = useOfferAvailability(offer.rules, timeZone);
  const notNow = !usableNow && !expired && !redeemed;
  const [explaining, setExplaining] = useState(false);
  const closed: ClosedReason | null = expired
    ? 'expired'
    : offer.redeemed
      ? 'redeemed'
      : redeemedOnDevice
        ? 'redeemedOnDevice'
        : null;
  const savings = savingsText(offer.savings);
  const names = [
    merchant ? `${id}-merchant` : null,
    `${id}-title`,
    expired ? `${id}-expired` : null,
    notNow ? `${id}-not-now` : null,
  ];
  const details = [
    merchant ? `${id}-distance` : null,
    savings ? `${id}-savings` : null,
    redeemed ? `${id}-redeemed` : null,
    hours ? `${id}-hours` : null,
    offer.exclusion ? `${id}-terms` : null,
  ];
  const labels = {
    'aria-labelledby': names.filter(Boolean).join(' '),
    'aria-describedby': details.filter(Boolean).join(' ') || undefined,
  };

  // The link (or button) holds the offer's title and expiry, its name; the merchant is part of
  // the name too, and the rest of the card describes it.
  const label = (
    <>
      <span id={`${id}-title`} className={styles.title}>
        {offer.title}
      </span>
      {expired ? (
        <>
          {' '}
          <span id={`${id}-expired`} className={styles.badge}>
            Expired
          </span>
        </>
      ) : null}
      {notNow ? (
        <>
          {' '}
          <span id={`${id}-not-now`} className={styles.badge}>
            {OFFER_NOT_NOW_BADGE}
          </span>
        </>
      ) : null}
    </>
  );
  const target = closed ? (
    <button
      type="button"
      className={styles.link}
      aria-haspopup="dialog"
      onClick={() => {
        setExplaining(true);
      }}
      {...labels}
    >
      {label}
    </button>
  ) : (
    <Link className={styles.link} to={paths.offer(merchantId, offer.id)} {...labels}>
      {label}
    </Link>
  );

  return (
    <div className={expired ? `${styles.card} ${styles.expired}` : styles.card}>
      {merchant ? (
        <span className={styles.merchant}>
          <span id={`${id}-merchant`} className={styles.merchantTitle}>
            {merchant.title}
          </span>{' '}
          <span id={`${id}-distance`} className={styles.distance}>
            {merchant.distance}
          </span>
        </span>
      ) : null}
      <span className={styles.heading}>
        {target}
        {redeemed ? (
          <>
            {' '}
            <span id={`${id}-redeemed`} className={styles.badge}>
              Redeemed
            </span>
          </>
        ) : null}
      </span>
      {savings ? (
        <span id={`${id}-savings`} className={styles.savings}>
          {savings}
        </span>
      ) : null}
      {hours ? (
        <span id={`${id}-hours`} className={notNow ? styles.hoursClosed : styles.hours}>
          {notNow ? reason : hours}
        </span>
      ) : null}
      {offer.exclusion ? (
        <span id={`${id}-terms`} className={styles.terms}>
          {offer.exclusion}
        </span>
      ) : null}
      {explaining && closed ? (
        <ClosedOfferDialog
          reason={closed}
          onClose={() => {
            setExplaining(false);
          }}
        />
      ) : null}
    </div>
  );
}
