import { Button } from '../button/button.tsx';
import { Dialog } from '../dialog/dialog.tsx';
import { externalLinks } from '../../lib/external-links.ts';
import styles from './error-dialog.module.css';

interface ErrorDialogProps {
  title: string;
  message: string;
  hideContact: boolean;
  onClose: () => void;
}

/** APP-7: a failure with an OK button and, unless hidden, a way to contact us. */
export function ErrorDialog({ title, message, hideContact, onClose }: ErrorDialogProps) {
  return (
    <Dialog
      title={title}
      onClose={onClose}
      actions={(close) => (
        <>
          {hideContact ? null : (
            <a
              className={styles.contact}
              href={externalLinks.contact}
              target="_blank"
              rel="noopener noreferrer"
            >
              Contact Us
            </a>
          )}
          <Button data-autofocus onClick={close}>
            OK
          </Button>
        </>
      )}
    >
      <p className={styles.message}>{message}</p>
    </Dialog>
  );
}
