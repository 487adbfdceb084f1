import type { NativeMessage } from '../messages.ts';
import { capacitorPlatform } from '../platform.ts';
import { setFullBrightness } from './brightness.ts';
import { deliverToPage } from './deliver.ts';
import { currentLocation } from './location.ts';
import { CitybookShell } from './shell-plugin.ts';
import { NativeStoreText } from './native-store-text.ts';

async function purchase(productId: number | string, accountId: number): Promise<void> {
  try {
    const answer = await CitybookShell.startPurchase({ productId: String(productId), accountId });
    deliverToPage({
      type: 'PurchaseResult',
      success: answer.success === true,
      ...(typeof answer.message === 'string' && { message: answer.message }),
    });
  } catch {
    // The page waits for an answer (use-store-purchase): a failing store must still give one.
    deliverToPage({ type: 'PurchaseResult', success: false, message: NativeStoreText.unavailable });
  }
}

/** APP-11 messages through Capacitor plugins; answers come back as page events. */
export async function sendToCapacitor(message: NativeMessage): Promise<void> {
  switch (message.type) {
    case 'Logout':
      return CitybookShell.logout();
    case 'LogInComplete':
      return CitybookShell.logInComplete(message.credentials);
    case 'StartIAP':
      return purchase(message.ProductID, message.AccountID);
    case 'RequestLocation':
      deliverToPage(await currentLocation());
      return;
    case 'SetBrightness':
      return setFullBrightness(message.full, capacitorPlatform() ?? 'android');
    case 'ScheduleReminders':
      return CitybookShell.scheduleReminders({ reminders: message.reminders });
  }
}
