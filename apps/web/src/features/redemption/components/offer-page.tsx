import type { Profile } from '@citybook/contract/account';
import {
  BookExpiredText,
  OFFER_NOT_NOW_HEADING,
  OFFER_RULES_HEADING,
  describeOfferRules,
  isBookExpired,
  readOfferRules,
  savingsText,
} from '@citybook/contract/catalog';
import type { Merchant, Offer } from '@citybook/contract/catalog';
import { OfflineRedeemText, RedeemText } from '@citybook/contract/redemption';
import type { Redemption } from '@citybook/contract/redemption';
import { useId, useState } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { useGoBack } from '../../../lib/history.ts';
import { useHideNavigation } from '../../../lib/navigation-hidden.ts';
import { useOfferAvailability } from '../../../lib/use-offer-availability.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { isWaiting } from '../offline/offline-redemption.ts';
import { useOfflineRedemptions } from '../offline/use-offline-redemptions.ts';
import styles from './offer-page.module.css';
import { RedeemedView } from './redeemed-view.tsx';
import { useRedeemFlow } from './use-redeem-flow.ts';

interface OfferPageProps {
  /** The merchant location the offer is taken at. */
  merchant: Pick<Merchant, 'id' | 'title'>;
  offer: Offer;
  /** The profile fresh from the server (REDEEM-2). */
  loadProfile: () => Promise<Profile>;
  /** The profile kept on the device: with no signal, it decides (issue #16). */
  storedProfile: () => Profile | undefined;
  /** The server's data changed (total savings, the offer's redeemed flag): refresh what shows it. */
  onRedemptionChanged: () => void;
  /** The market's time zone, whose clock the offer's rules follow (issue #17). */
  timeZone: string | undefined;
}

/** Spec "Other screens" (offer): the offer's terms and its redeem button, then the coupon. */
export function OfferPage(props: OfferPageProps) {
  const { merchant, offer, loadProfile, storedProfile, onRedemptionChanged, timeZone } = props;
  useDocumentTitle(offer.title);
  const [shown, setShown] = useState<{ redemption: Redemption; madeOffline: boolean } | null>(null);
  const profile = storedProfile();
  const waitingHere = useOfflineRedemptions(profile?.accountId).some(
    (entry) =>
      isWaiting(entry) &&
      entry.offerId === offer.id &&
      entry.activationVoucherId === profile?.activationVoucherId,
  );
  const goBack = useGoBack();
  const termsId = useId();
  const rulesId = useId();
  const expiredId = useId();
  const expiredMessageId = useId();
  const notNowId = useId();
  const notNowMessageId = useId();
  const availability = useOfferAvailability(offer.rules, timeZone);
  // REDEEM-3: once redeemed, only Done leaves the coupon.
  useHideNavigation(shown !== null);
  const { start, pending } = useRedeemFlow({
    merchant,
    offer,
    timeZone,
    loadProfile,
    storedProfile,
    onRedeemed: (redemption, madeOffline) => {
      setShown({ redemption, madeOffline });
      if (!madeOffline) onRedemptionChanged();
    },
    onAlreadyRedeemed: onRedemptionChanged,
    onMerchantLeft: onRedemptionChanged,
  });

  if (shown) {
    return (
      <RedeemedView
        offer={offer}
        redemption={shown.redemption}
        member={profile ?? null}
        madeOffline={shown.madeOffline}
        onRestored={() => {
          // MERCHANT-10: restored at once: back to the offer, which can be redeemed again.
          setShown(null);
          onRedemptionChanged();
        }}
        onDone={() => {
          goBack(paths.merchant(offer.categoryId, { id: merchant.id }));
        }}
      />
    );
  }

  const expired = isBookExpired(offer.adSpotOfferExpirationDate);
  const savings = savingsText(offer.savings);
  const rules = describeOfferRules(readOfferRules(offer.rules));
  return (
    <article className={expired ? `${styles.page} ${styles.expired}` : styles.page}>
      <header className={styles.header}>
        <p className={styles.merchant}>{merchant.title}</p>
        <h1 className={styles.heading}>{offer.title}</h1>
        {savings ? <p className={styles.savings}>{savings}</p> : null}
      </header>
      {offer.exclusion ? (
        <section className={styles.section} aria-labelledby={termsId}>
          <h2 id={termsId} className={styles.subheading}>
            Terms
          </h2>
          <p className={styles.terms}>{offer.exclusion}</p>
        </section>
      ) : null}
      {rules.length > 0 ? (
        <section className={styles.section} aria-labelledby={rulesId}>
          <h2 id={rulesId} className={styles.subheading}>
            {OFFER_RULES_HEADING}
          </h2>
          <ul className={styles.rules}>
            {rules.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {expired ? (
        <section className={styles.notice} aria-labelledby={expiredId}>
          <h2 id={expiredId} className={styles.subheading}>
            {BookExpiredText.title}
          </h2>
          <p id={expiredMessageId}>{BookExpiredText.message}</p>
        </section>
      ) : null}
      {!expired && !offer.redeemed && availability.reason !== null ? (
        // Issue #32 item 1: outside its hours, say so and when it opens, before any tap.
        <section className={styles.notice} aria-labelledby={notNowId}>
          <h2 id={notNowId} className={styles.subheading}>
            {OFFER_NOT_NOW_HEADING}
          </h2>
          <p id={notNowMessageId}>{availability.reason}</p>
        </section>
      ) : null}
      {offer.redeemed ? (
        <p className={styles.notice}>{RedeemText.alreadyRedeemed}</p>
      ) : waitingHere ? (
        <p className={styles.notice}>{OfflineRedeemText.waitingOnOffer}</p>
      ) : (
        <div className={styles.actions}>
          <Button
            disabled={expired || pending || !availability.usableNow}
            aria-describedby={
              expired ? expiredMessageId : availability.usableNow ? undefined : notNowMessageId
            }
            onClick={() => void start()}
          >
            Redeem
          </Button>
        </div>
      )}
    </article>
  );
}
