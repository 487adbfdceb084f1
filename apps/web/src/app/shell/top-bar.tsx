import type { ReactNode } from 'react';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { APP_TITLE } from '../../lib/app-title.ts';
import styles from './shell.module.css';

interface TopBarProps {
  busy: boolean;
  actions?: ReactNode;
}

export function TopBar({ busy, actions }: TopBarProps) {
  return (
    <header className={styles.topBar}>
      <div className={styles.topBarInner}>
        <p className={styles.title}>{APP_TITLE}</p>
        <div className={styles.status}>{busy ? <Spinner /> : null}</div>
        {actions}
      </div>
    </header>
  );
}
