import { registerPlugin } from '@capacitor/core';
import type { PluginListenerHandle } from '@capacitor/core';
import type { NativeReminder } from '@citybook/contract/notices';

/** The store's answer to a purchase, as the `PurchaseResult` event carries it. */
export interface StoreAnswer {
  success: boolean;
  message?: string;
}

/** A purchase the store restored on its own (reinstall, another device). */
export interface RestoredPurchase {
  success: boolean;
  activationCode?: string;
  message?: string;
}

/**
 * The app's own native plugin `CitybookShell`, for what no maintained Capacitor plugin does:
 * keeping the member's credentials in the device's secure store and buying the subscription in
 * the app store. The native side implements it in the platform projects (docs/native-shell.md).
 */
export interface CitybookShellPlugin {
  logInComplete(options: { email: string; password: string }): Promise<void>;
  logout(): Promise<void>;
  startPurchase(options: { productId: string; accountId: number }): Promise<StoreAnswer>;
  /** NOTICE-13: replaces the local notifications it scheduled with these (none: cancels all). */
  scheduleReminders(options: { reminders: NativeReminder[] }): Promise<void>;
  addListener(
    eventName: 'restoreResult',
    listener: (purchase: RestoredPurchase) => void,
  ): Promise<PluginListenerHandle>;
}

export const CitybookShell = registerPlugin<CitybookShellPlugin>('CitybookShell');
