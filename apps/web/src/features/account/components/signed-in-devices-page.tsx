import { AccountApi, DeviceText } from '@citybook/contract/account';
import { OfflineText } from '@citybook/contract/app';
import { useState } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { messageForApiError } from '../../../lib/api-error-message.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDevices } from '../api/get-devices.ts';
import { useSignOutOtherDevices } from '../api/sign-out-other-devices.ts';
import { DeviceRow } from './device-row.tsx';
import { PasswordConfirmDialog, type PasswordConfirmOutcome } from './password-confirm-dialog.tsx';
import styles from './signed-in-devices-page.module.css';
import { ConnectionNeeded } from './connection-needed.tsx';

/** Issue #14: where the member is signed in, and signing out everywhere else. */
export function SignedInDevicesPage() {
  useDocumentTitle(DeviceText.title);
  const devices = useDevices();
  const signOut = useSignOutOtherDevices();
  const showError = useErrorDialog();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState(false);

  const hasOthers = devices.data?.some((device) => !device.current) ?? false;
  const onClosed = (outcome: PasswordConfirmOutcome) => {
    setAsking(false);
    if (outcome.kind === 'done') setDone(true);
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
            <DeviceRow key={device.id} device={device} />
          ))}
        </ul>
      ) : devices.isError ? (
        <p>{DeviceText.loadFailed}</p>
      ) : (
        <p>{DeviceText.loading}</p>
      )}
      {devices.data && !hasOthers && !done ? <p>{DeviceText.onlyThisDevice}</p> : null}
      {hasOthers ? (
        <Button disabled={signOut.isPending} onClick={() => setAsking(true)}>
          {DeviceText.signOutOthers}
        </Button>
      ) : null}
      {asking ? (
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
      <p role="status">{done ? DeviceText.signedOut : ''}</p>
    </div>
  );
}
