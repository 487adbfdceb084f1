import { App } from '@capacitor/app';

/**
 * Android's Back button does what browser Back does: the router's blocker closes an open dialog
 * or asks the done-with-coupon question (ADR 0007). With nothing to go back to, the app goes to
 * the background instead of quitting, so a counter screen is still there when the member returns.
 */
export async function backButtonLikeBrowserBack(): Promise<void> {
  await App.addListener('backButton', ({ canGoBack }) => {
    if (canGoBack) {
      window.history.back();
      return;
    }
    App.minimizeApp().catch((error: unknown) => {
      console.warn('The app could not go to the background.', error);
    });
  });
}
