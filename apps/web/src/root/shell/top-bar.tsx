import type { ReactNode } from 'react';
import { Spinner } from '../../components/spinner/spinner.tsx';
import styles from './shell.module.css';

interface TopBarProps {
  title: string;
  busy: boolean;
  /** The menu toggle or the Back button. */
  start?: ReactNode;
  /** A line under the bar that stays in view with it (the offline banner). */
  notice?: ReactNode;
}

export function TopBar({ title, busy, start, notice }: TopBarProps) {
  return (
    <header className={styles.topBar}>
      <div className={styles.topBarInner}>
        {start}
        <p className={styles.title}>{title}</p>
        <div className={styles.status}>{busy ? <Spinner /> : null}</div>
      </div>
      {notice}
    </header>
  );
}
