import { DeviceText } from '@citybook/contract';
import { useState } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { useConfirm } from '../../../components/confirm-dialog/use-confirm.ts';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { messageForApiError } from '../../../lib/api-error-message.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDevices } from '../api/get-devices.ts';
import { useSignOutOtherDevices } from '../api/sign-out-other-devices.ts';
import { DeviceRow } from './device-row.tsx';
import styles from './signed-in-devices-page.module.css';

const CONFIRM = {
  title: DeviceText.confirmTitle,
  message: DeviceText.confirmMessage,
  confirmLabel: DeviceText.confirmLabel,
  cancelLabel: DeviceText.cancelLabel,
};

/** Issue #14: where the member is signed in, and signing out everywhere else. */
export function SignedInDevicesPage() {
  useDocumentTitle(DeviceText.title);
  const devices = useDevices();
  const signOut = useSignOutOtherDevices();
  const confirm = useConfirm();
  const showError = useErrorDialog();
  const [done, setDone] = useState(false);

  const hasOthers = devices.data?.some((device) => !device.current) ?? false;
  const signOutOthers = async () => {
    if (!(await confirm(CONFIRM))) return;
    signOut.mutate(undefined, {
      onSuccess: () => setDone(true),
      onError: (error) => {
        showError({ message: messageForApiError(error, DeviceText.signOutFailed), error });
      },
    });
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{DeviceText.title}</h1>
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
        <Button disabled={signOut.isPending} onClick={() => void signOutOthers()}>
          {DeviceText.signOutOthers}
        </Button>
      ) : null}
      {/* Always in the page, so screen readers hear it change; last, so empty it adds no gap. */}
      <p role="status">{done ? DeviceText.signedOut : ''}</p>
    </div>
  );
}
