import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { BUSINESS_ROLE_LABELS, useSignedInBusiness } from '../session/current-business.ts';
import styles from './business-home.module.css';

/** The Redeem Desk: a page of its own, outside the console app (ADR 0030). */
export const REDEEM_DESK_HREF = '/desk';

/**
 * MERCHANT-1, MERCHANT-2: a business person's start: their organisation, the locations they work
 * for, and (counter staff) the way to the Redeem Desk.
 */
export function BusinessHomePage() {
  const person = useSignedInBusiness();
  const counter = person.role === 'counterStaff';
  return (
    <ConsolePage
      title={person.organisation.name}
      description={`Signed in as ${person.email}, ${BUSINESS_ROLE_LABELS[person.role]}.`}
    >
      {counter ? (
        <p>
          <a className={styles.desk} href={REDEEM_DESK_HREF}>
            Open the Redeem Desk
          </a>
        </p>
      ) : null}
      <section className={styles.section} aria-labelledby="business-locations">
        <h2 id="business-locations" className={styles.title}>
          {counter ? 'Your locations' : 'Locations'} ({person.locations.length})
        </h2>
        {person.locations.length === 0 ? (
          <p>No location is given to you yet: ask your organisation’s admin.</p>
        ) : (
          <ul className={styles.list}>
            {person.locations.map((location) => (
              <li key={location.id} className={styles.row}>
                <strong>{location.title}</strong>
                <span className={styles.muted}>{location.address}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </ConsolePage>
  );
}
