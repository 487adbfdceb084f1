import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import styles from './distance-origin.module.css';

export const DistanceOriginText = {
  /** Issue #32 item 2, ADR 0035: distances without a position are the market centre's, said so. */
  fromCentre: (marketTitle: string | undefined) =>
    `Your position is unknown, so distances are measured from the centre of ${marketTitle ?? 'your market'}.`,
  useLocation: 'Use my location or change market',
} as const;

interface DistanceOriginProps {
  /** The market whose centre the distances are measured from; unknown while it loads. */
  marketTitle: string | undefined;
}

/**
 * Shown over a list whose distances are measured from the market's centre because the device's
 * position is unknown (MARKET-6): nobody takes "0.1 mi" for the distance from where they stand.
 */
export function DistanceOrigin({ marketTitle }: DistanceOriginProps) {
  return (
    <p className={styles.note}>
      {DistanceOriginText.fromCentre(marketTitle)}{' '}
      <Link to={paths.market}>{DistanceOriginText.useLocation}</Link>
    </p>
  );
}
