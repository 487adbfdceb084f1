import { backButtonLikeBrowserBack } from './back-button.ts';
import { deliverToPage } from './deliver.ts';
import { CitybookShell } from './shell-plugin.ts';

/** Once at start inside the Capacitor shell: Back, and purchases the store restores on its own. */
export async function startCapacitorBridge(): Promise<void> {
  await backButtonLikeBrowserBack();
  await CitybookShell.addListener('restoreResult', (restored) => {
    deliverToPage({
      type: 'RestoreResult',
      success: restored.success === true,
      ...(typeof restored.activationCode === 'string' && {
        activationCode: restored.activationCode,
      }),
      ...(typeof restored.message === 'string' && { message: restored.message }),
    });
  });
}
