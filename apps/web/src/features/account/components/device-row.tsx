import { DeviceText } from '@citybook/contract/account';
import type { SignedInDevice } from '@citybook/contract/account';
import { formatMemberDate } from '../../../lib/format-date.ts';
import styles from './signed-in-devices-page.module.css';

/** One signed-in device: what it is, whether it is this one, when it signed in and was last used. */
export function DeviceRow({ device }: { device: SignedInDevice }) {
  return (
    <li className={styles.device}>
      <span className={styles.row}>
        <span className={styles.client}>{device.client}</span>
        {device.current ? <span className={styles.current}>{DeviceText.thisDevice}</span> : null}
      </span>
      {/* Each date stays on one line; on a phone the second goes under the first. */}
      <span className={styles.when}>
        <span className={styles.date}>
          {DeviceText.signedIn} {formatMemberDate(device.createdAt)}
        </span>{' '}
        ·{' '}
        <span className={styles.date}>
          {DeviceText.lastUsed} {formatMemberDate(device.lastUsedAt)}
        </span>
      </span>
    </li>
  );
}
