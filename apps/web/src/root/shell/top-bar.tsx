import type { ReactNode } from 'react';
import { Spinner } from '../../components/spinner/spinner.tsx';
import styles from './shell.module.css';

interface TopBarProps {
  title: string;
  busy: boolean;
  /** The menu toggle or the Back button. */
  start?: ReactNode;
}

export function TopBar({ title, busy, start }: TopBarProps) {
  return (
    <header className={styles.topBar}>
      <div className={styles.topBarInner}>
        {start}
        <p className={styles.title}>{title}</p>
        <div className={styles.status}>{busy ? <Spinner /> : null}</div>
      </div>
    </header>
  );
}
