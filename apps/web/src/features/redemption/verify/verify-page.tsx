import { VerifyText, normalizeVerificationCode } from '@citybook/contract/redemption';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { VerifyAnswer } from './verify-answer.tsx';
import styles from './verify-page.module.css';

/**
 * Issue #16: staff check a redeemed coupon's verification code, logged out. The code in the
 * address (what the counter screen's QR opens) is checked at once.
 */
export function VerifyPage() {
  useDocumentTitle(VerifyText.title);
  const navigate = useNavigate();
  const typed = useParams().code;
  const code = typed === undefined ? undefined : normalizeVerificationCode(typed);
  const [formError, setFormError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('code');
    const next = normalizeVerificationCode(typeof value === 'string' ? value : '');
    if (next === undefined) {
      setFormError(VerifyText.badCode);
      return;
    }
    setFormError(undefined);
    void navigate(paths.verifyCode(next));
  };

  const error =
    formError ?? (typed !== undefined && code === undefined ? VerifyText.badCode : undefined);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{VerifyText.title}</h1>
      <p>{VerifyText.intro}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          // A new code in the address starts the field afresh.
          key={typed}
          label={VerifyText.codeLabel}
          name="code"
          defaultValue={code ?? typed ?? ''}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          className={styles.field}
          inputMode="text"
          error={error}
        />
        <Button type="submit">{VerifyText.submit}</Button>
      </form>
      {code !== undefined && formError === undefined ? <VerifyAnswer code={code} /> : null}
    </div>
  );
}
