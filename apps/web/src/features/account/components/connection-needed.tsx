import { useIsOnline } from '../../../lib/use-is-online.ts';
import styles from './form-page.module.css';

/**
 * Issue #16: logging in and changing the account cannot work offline (the worker never keeps
 * them); the page says so while the device is offline instead of failing on submit.
 */
export function ConnectionNeeded({ message }: { message: string }) {
  const online = useIsOnline();
  return online ? null : (
    <p role="alert" className={styles.notice}>
      {message}
    </p>
  );
}
