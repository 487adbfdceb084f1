import { Button } from '@citybook/ui';
import { useId, useState } from 'react';
import { CopyButton } from '../../../components/copy-button/copy-button.tsx';
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
  const [saved, setSaved] = useState(false);
  const savedId = useId();
  const text = `Citybook console recovery codes for ${email}\nEach code works once.\n\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'citybook-console-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className={styles.form}>
      <p>
        If you lose your phone, a recovery code signs you in once in place of the app’s code. Keep
        them somewhere safe: <strong>they are shown only now.</strong>
      </p>
      <ol className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.buttonRow}>
        <CopyButton text={text} label="Copy" />
        <Button variant="secondary" onClick={download}>
          Download
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <div className={styles.check}>
        <input
          id={savedId}
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
        />
        <label htmlFor={savedId}>I have saved my recovery codes</label>
      </div>
      <Button disabled={!saved} onClick={onContinue}>
        Continue to the console
      </Button>
    </div>
  );
}
