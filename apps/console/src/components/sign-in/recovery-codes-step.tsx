import { Button } from '@citybook/ui';
import { RecoveryCodeList } from './recovery-code-list.tsx';
import styles from './sign-in.module.css';

/**
 * OPERATOR-4, OPERATOR-5, MERCHANT-15: the ten recovery codes, shown this once. The person copies, downloads
 * or prints them, and says they saved them before going on.
 */
export function RecoveryCodesStep({
  codes,
  email,
  product,
  continueLabel,
  onContinue,
}: {
  codes: readonly string[];
  email: string;
  /** Where the codes sign in: named in their file. */
  product: string;
  continueLabel: string;
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
        product={product}
        actions={
          <Button variant="secondary" onClick={() => window.print()}>
            Print
          </Button>
        }
        doneLabel={continueLabel}
        onDone={onContinue}
      />
    </div>
  );
}
