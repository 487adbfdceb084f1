import { TopBar } from '@citybook/ui';
import { NavLink, Outlet } from 'react-router';
import { ROLE_LABELS, useSignOut, useSignedInStaff } from '../features/staff/index.ts';
import { navigationFor } from './navigation.ts';
import styles from './console-layout.module.css';

/** The signed-in console: the bar with who is signed in, the side navigation, then the screen. */
export function ConsoleLayout() {
  const staff = useSignedInStaff();
  const signOut = useSignOut();
  const sections = navigationFor(staff.role);
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#console-main">
        Skip to content
      </a>
      <TopBar title="Citybook console">
        <div className={styles.person}>
          <span className={styles.who}>
            <span className={styles.email}>{staff.email}</span>
            <span className={styles.role}>{ROLE_LABELS[staff.role]}</span>
          </span>
          <NavLink to="/account" className={styles.account}>
            Your account
          </NavLink>
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
        <nav className={styles.nav} aria-label="Console">
          <NavLink to="/" end className={({ isActive }) => linkClass(isActive)}>
            Start
          </NavLink>
          {sections.map((section) => (
            <div key={section.label} className={styles.section}>
              <h2 className={styles.sectionTitle}>{section.label}</h2>
              <ul className={styles.list}>
                {section.items.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} className={({ isActive }) => linkClass(isActive)}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <main id="console-main" tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}

function linkClass(isActive: boolean): string {
  return [styles.link, isActive ? styles.active : ''].filter(Boolean).join(' ');
}
