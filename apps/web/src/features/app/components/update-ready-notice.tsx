import type { ApplyUpdate } from '../pwa/worker-update.ts';
import styles from './update-ready-notice.module.css';
import { UpdateReadyText } from '../update-ready-text.ts';

/** A new version of the app is installed: the member reloads into it when it suits them. */
export function UpdateReadyNotice({ onReload }: { onReload: ApplyUpdate }) {
  return (
    <div role="status" className={styles.notice}>
      <p className={styles.message}>{UpdateReadyText.message}</p>
      <button type="button" className={styles.reload} onClick={onReload}>
        {UpdateReadyText.reload}
      </button>
    </div>
  );
}
