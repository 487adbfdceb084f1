import { RedemptionDataType, isAbsoluteHttpUrl } from '@citybook/contract/catalog';
import type { Offer } from '@citybook/contract/catalog';
import { CounterText } from '../counter/counter-text.ts';
import styles from './redeemed-view.module.css';

type RedemptionData = Pick<Offer, 'title' | 'redemptionDataTypeCode' | 'redemptionData'>;

/** What the member shows at the counter (CATALOG-12 redemptionDataTypeCode); null when nothing. */
export function RedemptionContent({ offer }: { offer: RedemptionData }) {
  const data = offer.redemptionData.trim();
  if (data === '') return null;
  switch (offer.redemptionDataTypeCode) {
    case RedemptionDataType.image:
      return <img className={styles.image} src={data} alt={`Coupon for ${offer.title}`} />;
    case RedemptionDataType.text:
      // Issue #32 item 4: labelled, so staff never take it for the verification code.
      return (
        <dl className={styles.couponCode}>
          <dt className={styles.couponCodeLabel}>{CounterText.couponCodeLabel}</dt>
          <dd className={styles.code}>{data}</dd>
        </dl>
      );
    case RedemptionDataType.link:
      // CATALOG-13: only an absolute http(s) address; anything else could run script or mislead,
      // so the counter is shown the offer itself rather than an empty box.
      return isAbsoluteHttpUrl(data) ? (
        <a className={styles.link} href={data} target="_blank" rel="noopener noreferrer">
          Open your coupon
        </a>
      ) : (
        <p className={styles.code}>{offer.title}</p>
      );
    default:
      return null;
  }
}
