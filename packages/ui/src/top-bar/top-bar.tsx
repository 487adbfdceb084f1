import type { ReactNode } from 'react';
import styles from './top-bar.module.css';

interface TopBarProps {
  /** The app's name, shown at the start of the bar. */
  title: string;
  /** What sits at the end of the bar (e.g. who is signed in). */
  children?: ReactNode;
}

/** The band in the brand's colour across the top of every screen of an app. */
export function TopBar({ title, children }: TopBarProps) {
  return (
    <header className={styles.bar}>
      <p className={styles.title}>{title}</p>
      {children}
    </header>
  );
}
