import styles from './live-band.module.css';

/** Stripes sliding across the counter screen: a screenshot or a photo of it stands still. */
export function LiveBand() {
  return <div className={styles.band} aria-hidden="true" data-testid="live-band" />;
}
