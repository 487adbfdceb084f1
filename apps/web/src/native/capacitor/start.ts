import { backButtonLikeBrowserBack } from './back-button.ts';
import { deliverToPage } from './deliver.ts';
import { CitybookShell } from './shell-plugin.ts';

async function deliverRestoredPurchases(): Promise<void> {
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

/** Once at start inside the Capacitor shell: Back, and purchases the store restores on its own. */
export async function startCapacitorBridge(): Promise<void> {
  // Each on its own: a shell built without the CitybookShell plugin still has a working Back.
  const started = await Promise.allSettled([
    backButtonLikeBrowserBack(),
    deliverRestoredPurchases(),
  ]);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
