import { PushDeviceText } from '@citybook/contract/notices';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { isNativeShell } from '../../../native/platform.ts';
import {
  forgetDeviceSubscription,
  saveDeviceSubscription,
  usePushConfig,
} from '../api/push-subscription.ts';
import { browserPushDevice, type PushDevice } from '../push/browser-push.ts';
import styles from './notice-preferences-page.module.css';

type DeviceState = 'checking' | 'native' | 'unsupported' | 'unavailable' | 'blocked' | 'on' | 'off';

const STATE_TEXT: Record<Exclude<DeviceState, 'checking'>, string> = {
  native: PushDeviceText.nativeNote,
  unsupported: PushDeviceText.unsupported,
  unavailable: PushDeviceText.unavailable,
  blocked: PushDeviceText.blocked,
  on: PushDeviceText.on,
  off: PushDeviceText.off,
};

/**
 * NOTICE-11: "Notifications on this device". The state is this browser's: its permission and its
 * push subscription. Permission is asked only when the member taps Turn on; a browser that blocks
 * notifications is explained. Opening the page hands a subscription the browser has to the member
 * signed in (the server may have forgotten it, or another member used this browser).
 */
export function PushDeviceControl({ device = browserPushDevice }: { device?: PushDevice }) {
  const config = usePushConfig();
  const publicKey = config.data?.publicKey;
  const [state, setState] = useState<DeviceState>(() => (isNativeShell() ? 'native' : 'checking'));
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (state !== 'checking' || publicKey === undefined) return;
    let live = true;
    const settle = (next: DeviceState) => {
      if (live) setState(next);
    };
    const check = async (): Promise<DeviceState> => {
      if (!(await device.supported())) return 'unsupported';
      if (publicKey === null) return 'unavailable';
      if (device.permission() === 'denied') return 'blocked';
      const subscription = device.permission() === 'granted' ? await device.current() : null;
      if (!subscription) return 'off';
      await saveDeviceSubscription(subscription);
      return 'on';
    };
    check().then(settle, () => {
      settle('off');
    });
    return () => {
      live = false;
    };
  }, [device, publicKey, state]);

  const turnOn = async (key: string) => {
    const permission = await device.requestPermission();
    if (permission === 'granted') {
      await saveDeviceSubscription(await device.subscribe(key));
      setState('on');
    } else if (permission === 'denied') {
      setState('blocked');
    } else {
      setNote(PushDeviceText.dismissed);
    }
  };

  const turnOff = async () => {
    const endpoint = await device.unsubscribe();
    if (endpoint !== null) await forgetDeviceSubscription(endpoint);
    setState('off');
  };

  const change = () => {
    if (publicKey === undefined || publicKey === null) return;
    setBusy(true);
    setNote('');
    (state === 'on' ? turnOff() : turnOn(publicKey))
      .catch(() => {
        setNote(PushDeviceText.failed);
      })
      .finally(() => {
        setBusy(false);
      });
  };

  return (
    <section className={styles.device} aria-labelledby="push-device-title">
      <h2 id="push-device-title" className={styles.subheading}>
        {PushDeviceText.title}
      </h2>
      <p>{PushDeviceText.intro}</p>
      <p role="status">
        {state === 'checking' ? PushDeviceText.working : STATE_TEXT[state]}
        {note === '' ? null : (
          <>
            {' '}
            <span>{note}</span>
          </>
        )}
      </p>
      {state === 'on' || state === 'off' ? (
        <Button type="button" variant="secondary" disabled={busy} onClick={change}>
          {state === 'on' ? PushDeviceText.turnOff : PushDeviceText.turnOn}
        </Button>
      ) : null}
    </section>
  );
}
