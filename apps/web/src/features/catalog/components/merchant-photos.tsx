import { PHOTO_STRIP_HEIGHT, type Merchant } from '@citybook/contract/catalog';
import { useId } from 'react';
import styles from './merchant-photos.module.css';

/**
 * OPERATOR-12: the merchant's photos in their order, a strip that scrolls sideways, each as high
 * as the strip and as wide as its shape: its width is known before it loads, and the browser
 * picks the variant for that width at the screen's density.
 */
export function MerchantPhotos({ merchant }: { merchant: Pick<Merchant, 'title' | 'photos'> }) {
  const headingId = useId();
  const photos = merchant.photos ?? [];
  if (photos.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Photos
      </h2>
      <ul className={styles.strip}>
        {photos.map((photo, index) => {
          const width = Math.round((PHOTO_STRIP_HEIGHT * photo.width) / photo.height);
          return (
            <li key={photo.src} className={styles.item}>
              <img
                className={styles.photo}
                src={photo.src}
                srcSet={photo.srcset}
                sizes={`${String(width)}px`}
                alt={`${merchant.title}, photo ${String(index + 1)} of ${String(photos.length)}`}
                width={width}
                height={PHOTO_STRIP_HEIGHT}
                loading="lazy"
                decoding="async"
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
