import { formatDistance } from '@citybook/contract/catalog';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { addressText } from './address-text.ts';
import type { FranchiseGroup } from './franchise-groups.ts';
import type { ShownMerchant } from './shown-merchants.ts';
import styles from './map-page.module.css';

function LocationLink({ merchant, withTitle }: { merchant: ShownMerchant; withTitle: boolean }) {
  return (
    <Link className={styles.listLink} to={paths.merchant(merchant.categoryId, merchant)}>
      {withTitle ? (
        <>
          <span className={styles.listTitle}>{merchant.title}</span>{' '}
        </>
      ) : null}
      <span>{addressText(merchant)}</span>{' '}
      <span className={styles.muted}>{formatDistance(merchant.distance)}</span>
    </Link>
  );
}

/** An entry of the map's list: a merchant, or a franchise with each of its locations. */
export function FranchiseGroupItem({ group }: { group: FranchiseGroup }) {
  const titleId = useId();
  const [only] = group.locations;
  if (group.locations.length === 1 && only) {
    return (
      <li>
        <LocationLink merchant={only} withTitle />
      </li>
    );
  }
  return (
    <li className={styles.franchise}>
      <p id={titleId} className={styles.franchiseTitle}>
        {group.title} <span className={styles.muted}>({group.locations.length} locations)</span>
      </p>
      <ul className={styles.locations} aria-labelledby={titleId}>
        {group.locations.map((location) => (
          <li key={location.id}>
            <LocationLink merchant={location} withTitle={false} />
          </li>
        ))}
      </ul>
    </li>
  );
}
