import { activationHelp } from '../../../lib/external-links.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './activation-page.module.css';

/** Digits only, for the tel: link; the shown number keeps its punctuation. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Spec §2 /account/activate/help: where the code is, and whom to ask. */
export function ActivationHelpPage() {
  useDocumentTitle('Activation Help');
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Activation Help</h1>
      <p>
        Your activation code is printed inside the front cover of your Citybook. It has 16 or 8
        letters and digits; dashes and spaces are added for you as you type.
      </p>
      <p>Still stuck? We are glad to help.</p>
      <ul className={styles.contacts}>
        <li>
          Call us: <a href={telHref(activationHelp.phone)}>{activationHelp.phone}</a>
        </li>
        <li>
          <a href={activationHelp.website} target="_blank" rel="noreferrer">
            Visit our help website
          </a>
        </li>
      </ul>
    </div>
  );
}
