import { TopBar } from '@citybook/ui';
import { NavLink, Outlet } from 'react-router';
import {
  BUSINESS_ROLE_LABELS,
  useBusinessSignOut,
  useSignedInBusiness,
} from '../features/business/index.ts';
import { businessNavigationFor } from './business-navigation.ts';
import styles from './console-layout.module.css';

/** MERCHANT-2: the business frame: who is signed in, the side navigation of their role, the screen. */
export function BusinessLayout() {
  const person = useSignedInBusiness();
  const signOut = useBusinessSignOut();
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#business-main">
        Skip to content
      </a>
      <TopBar title="Citybook for business">
        <div className={styles.person}>
          <span className={styles.who}>
            <span className={styles.email}>{person.email}</span>
            <span className={styles.role}>{BUSINESS_ROLE_LABELS[person.role]}</span>
          </span>
          <button
            type="button"
            className={styles.signOut}
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            Sign out
          </button>
        </div>
      </TopBar>
      <div className={styles.body}>
        <nav className={styles.nav} aria-label="Business">
          <ul className={styles.list}>
            {businessNavigationFor(person.role).map((item) => (
              <li key={item.to}>
                {item.external ? (
                  <a href={item.to} className={styles.link}>
                    {item.label}
                  </a>
                ) : (
                  <NavLink
                    to={item.to}
                    end
                    className={({ isActive }) =>
                      [styles.link, isActive ? styles.active : ''].filter(Boolean).join(' ')
                    }
                  >
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <main id="business-main" tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
