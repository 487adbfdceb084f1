import { DeviceText } from '@citybook/contract/account';
import type { SignedInDevice } from '@citybook/contract/account';
import { useId } from 'react';
import { VisuallyHidden } from '../../../components/visually-hidden/visually-hidden.tsx';
import { formatMemberDate } from '../../../lib/format-date.ts';
import styles from './signed-in-devices-page.module.css';

// Built on first use, not when the module loads (locale data is costly on a phone).
let momentFormat: Intl.DateTimeFormat | undefined;

/** A moment in the member's own time and locale, to the minute: 'Nov 27, 2026, 10:12 AM'. */
function formatMoment(iso: string): string {
  momentFormat ??= new Intl.DateTimeFormat(navigator.languages, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return momentFormat.format(new Date(iso));
}

interface DeviceRowProps {
  device: SignedInDevice;
  /** Asks to sign this device out; absent for this device (that is Logout). */
  onSignOut?: (() => void) | undefined;
  signOutDisabled?: boolean;
}

/**
 * One signed-in device: what it is, whether it is this one, when it was last active (to the
 * minute, in the member's time), when and from which masked address it signed in (issue 32 item
 * 10: two alike browsers must be told apart), and signing it out.
 */
export function DeviceRow({ device, onSignOut, signOutDisabled = false }: DeviceRowProps) {
  const detailsId = useId();
  return (
    <li className={styles.device}>
      <span className={styles.row}>
        <span className={styles.client}>{device.client}</span>
        {device.current ? <span className={styles.current}>{DeviceText.thisDevice}</span> : null}
        {onSignOut ? (
          <button
            type="button"
            className={styles.signOut}
            aria-label={DeviceText.signOutDeviceLabel(device.client)}
            aria-describedby={detailsId}
            disabled={signOutDisabled}
            onClick={onSignOut}
          >
            {DeviceText.signOutDevice}
          </button>
        ) : null}
      </span>
      <span id={detailsId} className={styles.details}>
        <span className={styles.when}>
          {DeviceText.lastActive} {formatMoment(device.lastUsedAt)}
          {/* Read as two sentences, not run together. */}
          <VisuallyHidden>.</VisuallyHidden>
        </span>{' '}
        {/* Each part stays on one line; on a phone the second goes under the first. */}
        <span className={styles.when}>
          <span className={styles.date}>
            {DeviceText.signedIn} {formatMemberDate(device.createdAt)}
          </span>
          {device.address ? (
            <>
              {' '}
              <span className={styles.date}>{DeviceText.from(device.address)}</span>
            </>
          ) : null}
        </span>
      </span>
    </li>
  );
}
