import { formatDistance } from '@citybook/contract/catalog';
import type { Geolocation as Position } from '@citybook/contract/market';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useFranchiseLocations } from '../api/get-merchants-by-franchisor.ts';
import styles from './franchise-locations.module.css';

interface FranchiseLocationsProps {
  marketId: number;
  franchisorId: number;
  /** The location on show, left out of the choice. */
  currentId: number;
  categoryId: number;
  position: Position | undefined;
}

/** Spec "Other screens" (merchant): a franchise's other locations; choosing one switches to it. */
export function FranchiseLocations(props: FranchiseLocationsProps) {
  const { marketId, franchisorId, currentId, categoryId, position } = props;
  const headingId = useId();
  const { data: locations } = useFranchiseLocations({ marketId, franchisorId, ...position });
  const others = locations?.filter((location) => location.id !== currentId) ?? [];
  if (others.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Other locations
      </h2>
      <ul className={styles.list}>
        {others.map((location) => (
          <li key={location.id} className={styles.location}>
            <Link
              className={styles.address}
              // Switching location replaces the page, so Back still leaves the franchise.
              replace
              to={paths.merchant(categoryId, location)}
              aria-describedby={`${headingId}-${String(location.id)}-distance`}
            >
              {location.address1}, {location.city}
            </Link>{' '}
            <span id={`${headingId}-${String(location.id)}-distance`} className={styles.distance}>
              {formatDistance(location.distance)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
