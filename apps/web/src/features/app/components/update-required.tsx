import { UPDATE_REQUIRED_MESSAGE } from '@citybook/contract/app';
import { updateAppUrl } from '../../../lib/update-app-url.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { detectPlatform } from '../../../native/platform.ts';
import styles from './update-required.module.css';

/** APP-10 update required: shown instead of any page while the app is older than allowed. */
export function UpdateRequired() {
  useDocumentTitle('Update Required');
  // Without a store (a desktop browser), loading the page again brings the newest version.
  const storeUrl = updateAppUrl(detectPlatform(), navigator.userAgent);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Update Required</h1>
      <p>{UPDATE_REQUIRED_MESSAGE}</p>
      <p className={styles.links}>
        {storeUrl === null ? (
          <a href={window.location.pathname}>Reload Citybook</a>
        ) : (
          <a href={storeUrl}>Update the app</a>
        )}
      </p>
    </div>
  );
}
