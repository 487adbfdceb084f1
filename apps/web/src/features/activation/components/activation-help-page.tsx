import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { activationHelp } from '../../../lib/external-links.ts';
import { paths } from '../../../lib/paths.ts';
import { isMobilePlusSession } from '../../../lib/variant.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './activation-page.module.css';

/** Digits only, for the tel: link; the shown number keeps its punctuation. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** ACTIVATION-3 /account/activate/help: where the code is, and whom to ask. */
export function ActivationHelpPage() {
  const navigate = useNavigate();
  // APP-12: mobile-plus has no code activation, so no help with it either.
  const hidden = isMobilePlusSession();
  useEffect(() => {
    if (hidden) void navigate(paths.selectActivation, { replace: true });
  }, [hidden, navigate]);
  return hidden ? null : <ActivationHelp />;
}

function ActivationHelp() {
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
