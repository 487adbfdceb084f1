import { Button } from '@citybook/ui';
import { RecoveryCodeList } from '../recovery-codes/recovery-code-list.tsx';
import styles from './sign-in.module.css';

/**
 * OPERATOR-4, OPERATOR-5: the ten recovery codes, shown this once. The person copies, downloads
 * or prints them, and says they saved them before going on.
 */
export function RecoveryCodesStep({
  codes,
  email,
  onContinue,
}: {
  codes: readonly string[];
  email: string;
  onContinue: () => void;
}) {
  return (
    <div className={styles.form}>
      <p>
        If you lose your phone, a recovery code signs you in once in place of the app’s code. Keep
        them somewhere safe: <strong>they are shown only now.</strong>
      </p>
      <RecoveryCodeList
        codes={codes}
        email={email}
        actions={
          <Button variant="secondary" onClick={() => window.print()}>
            Print
          </Button>
        }
        doneLabel="Continue to the console"
        onDone={onContinue}
      />
    </div>
  );
}
