import { formatPhone } from '@citybook/contract/app';
import { websiteHref } from '@citybook/contract/catalog';
import type { Merchant } from '@citybook/contract/catalog';
import styles from './merchant-contact.module.css';

type Contact = Pick<
  Merchant,
  'address1' | 'address2' | 'city' | 'state' | 'zip' | 'telephone' | 'website'
>;

/** Where the merchant is and how to reach it; CATALOG-10 phone format and website rule. */
export function MerchantContact({ merchant }: { merchant: Contact }) {
  const phone = merchant.telephone ? formatPhone(merchant.telephone) : '';
  const phoneDigits = merchant.telephone?.replace(/\D/g, '') ?? '';
  return (
    <address className={styles.contact}>
      <p>
        <span className={styles.line}>{merchant.address1}</span>
        {merchant.address2 ? <span className={styles.line}>{merchant.address2}</span> : null}
        <span className={styles.line}>
          {merchant.city}, {merchant.state} {merchant.zip}
        </span>
      </p>
      {phone ? (
        <p>
          <a className={styles.link} href={`tel:${phoneDigits}`}>
            {phone}
          </a>
        </p>
      ) : null}
      {merchant.website ? (
        <p>
          <a
            className={styles.link}
            href={websiteHref(merchant.website)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {merchant.website}
          </a>
        </p>
      ) : null}
    </address>
  );
}
