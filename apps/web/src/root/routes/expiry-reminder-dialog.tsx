import type { Profile } from '@citybook/contract/account';
import { EXPIRATION_NOTICE_TITLE } from '@citybook/contract/redemption';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button/button.tsx';
import { Dialog } from '../../components/dialog/dialog.tsx';
import { daysLeft } from '../../features/activation/landing/days-left.ts';
import {
  localDay,
  shouldShowExpiryReminder,
} from '../../features/activation/landing/expiry-reminder.ts';
import {
  readReminderShownOn,
  storeReminderShownOn,
} from '../../features/activation/landing/expiry-reminder-storage.ts';
import { paths } from '../../lib/paths.ts';
import { updateAppUrl } from '../../lib/update-app-url.ts';
import { detectPlatform } from '../../native/platform.ts';
import styles from './expiry-reminder-dialog.module.css';
import { ExpiryReminderText } from '../../features/activation/landing/expiry-reminder-text.ts';

type ReminderProfile = Pick<Profile, 'allowExpirationNotice' | 'userOffersValidTo'>;

interface DueReminder {
  /** The local day it is shown on. */
  day: string;
  daysLeft: number;
}

function dueReminder(profile: ReminderProfile): DueReminder | null {
  const now = new Date();
  const validTo = profile.userOffersValidTo;
  if (validTo === null || !shouldShowExpiryReminder(profile, now, readReminderShownOn())) {
    return null;
  }
  return { day: localDay(now), daysLeft: daysLeft(validTo, now) };
}

function daysLeftText(days: number): string {
  if (days <= 0) return 'Your activation has expired.';
  return `Your activation ends in ${String(days)} ${days === 1 ? 'day' : 'days'}.`;
}

/**
 * ACTIVATION-8: the expiration notice, at most once a day. The activation is what ends, so it
 * offers the renewal first; the update-app link of APP-10 stays next to it.
 */
export function ExpiryReminderDialog({ profile }: { profile: ReminderProfile }) {
  // Decided once, when the page opens: closing it must not bring it back on the next render.
  const [reminder, setReminder] = useState(() => dueReminder(profile));
  const navigate = useNavigate();
  // Renewing leaves once the dialog has closed and its history step is done (ADR 0007).
  const renewing = useRef(false);

  useEffect(() => {
    if (reminder) storeReminderShownOn(reminder.day);
  }, [reminder]);

  if (!reminder) return null;
  // A desktop browser has no app to update: no link rather than the wrong store.
  const storeUrl = updateAppUrl(detectPlatform(), navigator.userAgent);
  return (
    <Dialog
      title={EXPIRATION_NOTICE_TITLE}
      onClose={() => {
        setReminder(null);
        if (renewing.current)
          void navigate(paths.selectActivationDays(Math.max(reminder.daysLeft, 0)));
      }}
      actions={(close) => (
        <>
          <Button
            data-autofocus
            onClick={() => {
              renewing.current = true;
              close();
            }}
          >
            {ExpiryReminderText.renew}
          </Button>
          {storeUrl === null ? null : (
            <a
              className={styles.update}
              href={storeUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={close}
            >
              Update the app
            </a>
          )}
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
        </>
      )}
    >
      <p>{daysLeftText(reminder.daysLeft)}</p>
    </Dialog>
  );
}
