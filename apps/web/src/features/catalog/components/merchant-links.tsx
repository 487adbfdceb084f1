import { isAbsoluteHttpUrl } from '@citybook/contract/catalog';
import type { Merchant } from '@citybook/contract/catalog';
import { useId } from 'react';
import { VisuallyHidden } from '../../../components/visually-hidden/visually-hidden.tsx';
import { detectPlatform } from '../../../native/platform.ts';
import styles from './merchant-links.module.css';

type Links = Pick<
  Merchant,
  'facebookUrl' | 'twitterUrl' | 'instagramUrl' | 'appStoreUrl' | 'playStoreUrl'
>;

/** Social pages, and the merchant's own app in the store of this device (spec "Other screens"). */
export function MerchantLinks({ merchant }: { merchant: Links }) {
  const newTabId = useId();
  const platform = detectPlatform();
  const links = [
    { name: 'Facebook', url: merchant.facebookUrl },
    { name: 'X (Twitter)', url: merchant.twitterUrl },
    { name: 'Instagram', url: merchant.instagramUrl },
    {
      name: 'Download on the App Store',
      url: platform === 'ios' ? merchant.appStoreUrl : null,
    },
    {
      name: 'Get it on Google Play',
      url: platform === 'android' ? merchant.playStoreUrl : null,
    },
  ].filter((link): link is { name: string; url: string } =>
    // Addresses come from merchant data: only real web pages become links.
    link.url !== null ? isAbsoluteHttpUrl(link.url) : false,
  );
  if (links.length === 0) return null;

  return (
    <>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.name}>
            <a
              className={styles.link}
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={newTabId}
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
      <VisuallyHidden>
        <span id={newTabId}>Opens in a new tab</span>
      </VisuallyHidden>
    </>
  );
}
