import { useState } from 'react';
import { Button } from '../../../components/button/button.tsx';
import pageStyles from '../../../components/page/form-page.module.css';
import { GuestActivationText as Text } from '../../../components/guest-notice/guest-text.ts';
import { useGoBack } from '../../../lib/history.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { logout } from '../api/logout.ts';
import { useEndLocalSession } from '../use-end-local-session.ts';

/**
 * ACCOUNT-5 / ACTIVATION-2: the shared guest cannot activate. Whatever led here (Redeem's
 * "Activation Required", the renewal link, Account), the guest reads why before being logged out
 * and sent to create an account, and may stay a guest instead (issue #32 item 3).
 */
export function GuestActivationPage() {
  useDocumentTitle(Text.title);
  const goBack = useGoBack();
  const endLocalSession = useEndLocalSession();
  const [leaving, setLeaving] = useState(false);

  const createAccount = () => {
    setLeaving(true);
    // This device forgets the guest even when the server could not be told.
    void logout()
      .catch(() => undefined)
      .then(() => endLocalSession({ to: paths.createAccount }));
  };

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.heading}>{Text.title}</h1>
      <p>{Text.why}</p>
      <p>{Text.next}</p>
      <Button disabled={leaving} aria-busy={leaving || undefined} onClick={createAccount}>
        {Text.createAccount}
      </Button>
      <Button
        variant="secondary"
        disabled={leaving}
        onClick={() => {
          goBack(paths.categories);
        }}
      >
        {Text.keepBrowsing}
      </Button>
    </div>
  );
}
