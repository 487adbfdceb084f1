import { ShareText } from '@citybook/contract/redemption';
import { Dialog } from '../../../components/dialog/dialog.tsx';
import type { ShareLinks } from './share-savings.ts';
import styles from './share-dialog.module.css';

interface ShareDialogProps {
  links: ShareLinks;
  onClose: () => void;
}

/** Spec "Other screens" (offer): the share dialog, for devices without a share sheet. */
export function ShareDialog({ links, onClose }: ShareDialogProps) {
  return (
    <Dialog title={ShareText.dialogTitle} onClose={onClose} closeLabel="Close">
      <ul className={styles.list}>
        <li>
          <a
            className={styles.link}
            href={links.facebook}
            target="_blank"
            rel="noopener noreferrer"
          >
            Share on Facebook
          </a>
        </li>
        <li>
          <a className={styles.link} href={links.x} target="_blank" rel="noopener noreferrer">
            Share on X
          </a>
        </li>
        <li>
          <a className={styles.link} href={links.sms}>
            Share by SMS
          </a>
        </li>
      </ul>
    </Dialog>
  );
}
