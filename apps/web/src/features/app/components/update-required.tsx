import { UPDATE_REQUIRED_MESSAGE } from '@citybook/contract/app';
import { updateAppUrl } from '../../../lib/update-app-url.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { detectPlatform } from '../../../native/platform.ts';
import styles from './update-required.module.css';

/** APP-10 update required: shown instead of any page while the app is older than allowed. */
export function UpdateRequired() {
  useDocumentTitle('Update Required');
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Update Required</h1>
      <p>{UPDATE_REQUIRED_MESSAGE}</p>
      <p className={styles.links}>
        <a href={updateAppUrl(detectPlatform(), navigator.userAgent)}>Update the app</a>
      </p>
    </div>
  );
}
