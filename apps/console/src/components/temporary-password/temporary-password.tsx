import type { ReactNode } from 'react';
import { CopyButton } from '../copy-button/copy-button.tsx';
import styles from './temporary-password.module.css';

interface TemporaryPasswordProps {
  password: string;
  /** The screen's own words: who it is for, how it reaches them, what they do with it. */
  children: ReactNode;
}

/**
 * A temporary password shown this once (OPERATOR-2, MERCHANT-2): the screen's words about it, the
 * password large enough to read out by phone, and a button to copy it.
 */
export function TemporaryPassword({ password, children }: TemporaryPasswordProps) {
  return (
    <>
      <p>{children}</p>
      <p className={styles.password}>
        <code aria-label="Temporary password">{password}</code>
      </p>
      <CopyButton text={password} label="Copy the password" />
    </>
  );
}
