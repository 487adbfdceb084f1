import type { Merchant } from '@citybook/contract/catalog';
import { useState } from 'react';
import styles from './merchant-logo.module.css';

/** The letters shown when a merchant has no logo or it does not load: two words' first letters. */
export function initialsOf(title: string): string {
  return title
    .split(/\s+/)
    .filter((word) => /^\p{L}|^\p{N}/u.test(word))
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');
}

interface MerchantLogoProps {
  merchant: Pick<Merchant, 'title' | 'logo' | 'logoSizes'>;
  /** Its square's side in CSS px (set on the `<img>`, so nothing moves as it loads). */
  side: number;
  /** The `sizes` of the screen (MediaSizes): the browser picks the variant from it. */
  sizes: string;
  className?: string | undefined;
  /** Below the fold: fetched when scrolled near. */
  lazy?: boolean;
}

/**
 * A merchant's logo (OPERATOR-12): an uploaded one's WebP variants, or the address it has; its
 * initials when it has none or the image fails to load. Beside the merchant's name it says
 * nothing more, so it is hidden from assistive technology (empty alt, aria-hidden initials).
 */
export function MerchantLogo({
  merchant,
  side,
  sizes,
  className,
  lazy = false,
}: MerchantLogoProps) {
  const src = merchant.logoSizes?.src ?? merchant.logo;
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <span className={[className, styles.initials].filter(Boolean).join(' ')} aria-hidden="true">
        {initialsOf(merchant.title)}
      </span>
    );
  }
  return (
    <img
      className={className}
      src={src}
      srcSet={merchant.logoSizes?.srcset}
      sizes={merchant.logoSizes ? sizes : undefined}
      alt=""
      width={side}
      height={side}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      onError={() => {
        setFailed(src);
      }}
    />
  );
}
