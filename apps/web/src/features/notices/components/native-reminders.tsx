import { useEffect } from 'react';
import { sendToNative } from '../../../native/messages.ts';
import { isNativeShell } from '../../../native/platform.ts';
import { useNoticePreferences } from '../api/notice-preferences.ts';
import { bookExpiryReminders, type ReminderBook } from '../native/book-expiry-reminders.ts';

/**
 * NOTICE-13: inside the native shell, hands it the member's book-expiry reminders as they are now
 * (the book, the choice on /account/notifications) each time they change; nothing on the web,
 * where pushes bring them (NOTICE-11).
 */
export function NativeReminders({ profile }: { profile: ReminderBook }) {
  const inShell = isNativeShell();
  const preferences = useNoticePreferences({ enabled: inShell });
  const expiryOn = preferences.data?.expiryReminders;
  const { activationVoucherId, activationVoucherDeactivated, userActivationType } = profile;
  const { userOffersValidTo } = profile;

  useEffect(() => {
    if (!inShell || expiryOn === undefined) return;
    const book = {
      activationVoucherId,
      activationVoucherDeactivated,
      userActivationType,
      userOffersValidTo,
    };
    sendToNative({
      type: 'ScheduleReminders',
      reminders: bookExpiryReminders(book, expiryOn, new Date()),
    });
  }, [
    inShell,
    expiryOn,
    activationVoucherId,
    activationVoucherDeactivated,
    userActivationType,
    userOffersValidTo,
  ]);
  return null;
}
