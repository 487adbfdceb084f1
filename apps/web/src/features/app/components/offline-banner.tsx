import { OfflineText } from '@citybook/contract/app';
import { useIsOnline } from '../../../lib/use-is-online.ts';
import styles from './offline-banner.module.css';

/** Issue #16: the shell says so while the device is offline; pages show what the worker kept. */
export function OfflineBanner() {
  const online = useIsOnline();
  return (
    <div role="status" className={styles.region}>
      {online ? null : <p className={styles.banner}>{OfflineText.banner}</p>}
    </div>
  );
}
