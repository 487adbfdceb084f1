import { MediaSizes, type MobileAd } from '@citybook/contract/catalog';
import { useState } from 'react';
import type { FocusEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import styles from './ad-carousel.module.css';
import { useAdRotation } from './use-ad-rotation.ts';

/** Spec "Other screens" (categories): the market's ads, one at a time (WAI-ARIA carousel). */
export function AdCarousel({ ads }: { ads: MobileAd[] }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { current, playing, rotating, togglePlaying, step } = useAdRotation(
    ads.length,
    hovered || focused,
  );
  const several = ads.length > 1;

  const leaveFocus = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="Featured offers"
    >
      {several ? (
        <div className={styles.controls}>
          <button type="button" className={styles.control} onClick={togglePlaying}>
            {playing ? 'Pause ads' : 'Play ads'}
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label="Previous ad"
            onClick={() => {
              step(-1);
            }}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label="Next ad"
            onClick={() => {
              step(1);
            }}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
      <div
        className={styles.slides}
        // Announcing every automatic change would interrupt; changes the user asks for are read.
        aria-live={rotating ? 'off' : 'polite'}
        onMouseEnter={() => {
          setHovered(true);
        }}
        onMouseLeave={() => {
          setHovered(false);
        }}
        onFocus={() => {
          setFocused(true);
        }}
        onBlur={leaveFocus}
      >
        {ads.map((ad, index) => (
          <div
            key={ad.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${String(index + 1)} of ${String(ads.length)}`}
            className={styles.slide}
            hidden={index !== current}
          >
            <AdContent ad={ad} first={index === 0} />
          </div>
        ))}
      </div>
    </section>
  );
}

function AdContent({ ad, first }: { ad: MobileAd; first: boolean }) {
  // The first ad is the largest thing the categories show: fetched ahead of the category icons.
  const image = (
    <img
      className={styles.image}
      src={ad.imageSizes?.src ?? ad.image}
      // An uploaded image's variants (OPERATOR-12): the browser picks the one for the column.
      srcSet={ad.imageSizes?.srcset}
      sizes={ad.imageSizes ? MediaSizes.ad : undefined}
      alt={ad.title}
      width={640}
      height={240}
      fetchPriority={first ? 'high' : 'auto'}
    />
  );
  if (ad.merchantId === null || ad.categoryId === null) return image;
  return (
    <Link className={styles.link} to={paths.merchant(ad.categoryId, { id: ad.merchantId })}>
      {image}
    </Link>
  );
}
