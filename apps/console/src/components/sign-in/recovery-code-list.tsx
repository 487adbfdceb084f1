import { Button } from '@citybook/ui';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { CopyButton } from '../copy-button/copy-button.tsx';
import styles from './recovery-code-list.module.css';

/** The codes as a text file: where they sign in, whose they are, the rule, one code a line. */
export function recoveryCodesText(
  codes: readonly string[],
  email: string,
  product: string,
): string {
  return `${product} recovery codes for ${email}\nEach code works once.\n\n${codes.join('\n')}\n`;
}

function download(text: string, product: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${product.toLowerCase().replace(/\W+/g, '-')}-recovery-codes.txt`;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * OPERATOR-4, OPERATOR-5, MERCHANT-15: a set of recovery codes of `product` (where they sign in), shown once, with copy and download (and what
 * else the screen offers, e.g. print); going on (`doneLabel`) once the person says they saved
 * them. The controls are left out of a printout.
 */
export function RecoveryCodeList({
  codes,
  email,
  product,
  actions,
  doneLabel,
  onDone,
}: {
  codes: readonly string[];
  email: string;
  product: string;
  actions?: ReactNode;
  doneLabel: string;
  onDone: () => void;
}) {
  const [saved, setSaved] = useState(false);
  const savedId = useId();
  const text = recoveryCodesText(codes, email, product);
  return (
    <>
      <ol className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.buttonRow}>
        <CopyButton text={text} label="Copy" />
        <Button variant="secondary" onClick={() => download(text, product)}>
          Download
        </Button>
        {actions}
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
      <div className={styles.done}>
        <Button disabled={!saved} onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
    </>
  );
}
