import { AccountApi, DeviceText } from '@citybook/contract/account';
import type { SignedInDevice } from '@citybook/contract/account';
import { OfflineText } from '@citybook/contract/app';
import { useState } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { loadFailureMessage, messageForApiError } from '../../../lib/api-error-message.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDevices } from '../api/get-devices.ts';
import { useSignOutDevice } from '../api/sign-out-device.ts';
import { useSignOutOtherDevices } from '../api/sign-out-other-devices.ts';
import { DeviceRow } from './device-row.tsx';
import { PasswordConfirmDialog, type PasswordConfirmOutcome } from './password-confirm-dialog.tsx';
import styles from './signed-in-devices-page.module.css';
import { ConnectionNeeded } from './connection-needed.tsx';

/** What the password dialog is asked for: every other device, or one. */
type Asking = { kind: 'others' } | { kind: 'device'; device: SignedInDevice } | null;

/**
 * Issue #14: where the member is signed in, and signing out everywhere else; issue 32 item 10:
 * each device told apart (last active, masked address) and signed out on its own.
 */
export function SignedInDevicesPage() {
  useDocumentTitle(DeviceText.title);
  const devices = useDevices();
  const signOut = useSignOutOtherDevices();
  const signOutOne = useSignOutDevice();
  const showError = useErrorDialog();
  const [asking, setAsking] = useState<Asking>(null);
  const [done, setDone] = useState('');

  const hasOthers = devices.data?.some((device) => !device.current) ?? false;
  const busy = signOut.isPending || signOutOne.isPending;
  const onClosed = (outcome: PasswordConfirmOutcome) => {
    const asked = asking;
    setAsking(null);
    if (outcome.kind === 'done' && asked) {
      setDone(
        asked.kind === 'device'
          ? DeviceText.deviceSignedOut(asked.device.client)
          : DeviceText.signedOut,
      );
    }
    if (outcome.kind === 'failed') {
      const { error } = outcome;
      showError({ message: messageForApiError(error, DeviceText.signOutFailed), error });
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{DeviceText.title}</h1>
      <ConnectionNeeded message={OfflineText.accountNeedsConnection} />
      {devices.data ? (
        <ul className={styles.devices} aria-label={DeviceText.title}>
          {devices.data.map((device) => (
            <DeviceRow
              key={device.id}
              device={device}
              signOutDisabled={busy}
              onSignOut={device.current ? undefined : () => setAsking({ kind: 'device', device })}
            />
          ))}
        </ul>
      ) : devices.isError ? (
        <p>{loadFailureMessage(devices.error, DeviceText.loadFailed)}</p>
      ) : (
        <p>{DeviceText.loading}</p>
      )}
      {devices.data && !hasOthers && !done ? <p>{DeviceText.onlyThisDevice}</p> : null}
      {hasOthers ? (
        <Button disabled={busy} onClick={() => setAsking({ kind: 'others' })}>
          {DeviceText.signOutOthers}
        </Button>
      ) : null}
      {asking?.kind === 'device' ? (
        <PasswordConfirmDialog
          title={DeviceText.confirmDeviceTitle(asking.device.client)}
          message={DeviceText.confirmDeviceMessage}
          confirmLabel={DeviceText.confirmLabel}
          busyLabel={DeviceText.signingOut}
          cancelLabel={DeviceText.cancelLabel}
          endpoint={AccountApi.signOutDevice}
          confirm={(currentPassword) =>
            signOutOne.mutateAsync({ sessionId: asking.device.id, currentPassword })
          }
          pending={signOutOne.isPending}
          onClosed={onClosed}
        />
      ) : null}
      {asking?.kind === 'others' ? (
        <PasswordConfirmDialog
          title={DeviceText.confirmTitle}
          message={DeviceText.confirmMessage}
          confirmLabel={DeviceText.confirmLabel}
          busyLabel={DeviceText.signingOut}
          cancelLabel={DeviceText.cancelLabel}
          endpoint={AccountApi.signOutOtherDevices}
          confirm={(currentPassword) => signOut.mutateAsync({ currentPassword })}
          pending={signOut.isPending}
          onClosed={onClosed}
        />
      ) : null}
      {/* Always in the page, so screen readers hear it change; last, so empty it adds no gap. */}
      <p role="status">{done}</p>
    </div>
  );
}
