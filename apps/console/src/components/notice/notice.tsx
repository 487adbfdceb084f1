import type { ReactNode } from 'react';
import styles from './notice.module.css';

interface NoticeProps {
  /** error: something failed (read out at once); info: a word on what happened. */
  tone?: 'error' | 'info' | 'success';
  children: ReactNode;
}

/** A boxed message above a form or a screen; an error is announced as an alert. */
export function Notice({ tone = 'info', children }: NoticeProps) {
  return (
    <div
      className={`${styles.notice} ${styles[tone]}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}
