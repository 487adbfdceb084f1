import { Link } from 'react-router';
import { ConsolePage } from '../../components/console-page/console-page.tsx';
import { GlanceScreen, REPORT_ROLES } from '../../features/reports/index.ts';
import { ROLE_LABELS, useSignedInStaff } from '../../features/staff/index.ts';
import { navigationFor } from '../navigation.ts';
import styles from './home-page.module.css';

/** The console's start page: who is signed in, and the screens their role opens. */
export function HomePage() {
  const staff = useSignedInStaff();
  const sections = navigationFor(staff.role);
  return (
    <ConsolePage
      title="Citybook console"
      description={`Signed in as ${staff.email}, ${ROLE_LABELS[staff.role].toLowerCase()}.`}
    >
      {REPORT_ROLES.some((role) => role === staff.role) ? <GlanceScreen /> : null}
      {sections.length === 0 ? (
        <p>There are no screens for your role yet. They come with the next part of the console.</p>
      ) : (
        <ul className={styles.cards}>
          {sections.flatMap((section) =>
            section.items.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={styles.card}>
                  <span className={styles.section}>{section.label}</span>
                  <span className={styles.label}>{item.label}</span>
                </Link>
              </li>
            )),
          )}
        </ul>
      )}
    </ConsolePage>
  );
}
