import { zodResolver } from '@hookform/resolvers/zod';
import { Totp, enrolmentCodeFormSchema } from '@citybook/contract/staff';
import type { Enrolment, EnrolmentCodeForm } from '@citybook/contract/staff';
import { Button } from '@citybook/ui';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useId } from 'react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useFormFailure } from '../../lib/form-failure.ts';
import { CopyButton } from '../copy-button/copy-button.tsx';
import { TextField } from '../field/field.tsx';
import { Notice } from '../notice/notice.tsx';
import { submitWith } from './form-submit.ts';
import styles from './sign-in.module.css';

/** The secret in groups of four, as authenticator apps print it: easier to read and type. */
export function groupSecret(secret: string): string {
  return (
    secret
      .replace(/\s/g, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? secret
  );
}

/**
 * OPERATOR-4, MERCHANT-15: setting up an authenticator. The secret is shown as a QR code (drawn
 * here from the otpauth URI, nothing leaves the page) and as text; a code computed from it ends
 * the enrolment. `start` and `finish` are the realm's calls: the staff first sign-in's, or a
 * business person's account page's; `queryKey` names the secret's query.
 */
export function AuthenticatorEnrolment<Done>({
  queryKey,
  start,
  finish,
  onDone,
  onFailure,
  startFailed,
  cancel,
}: {
  queryKey: readonly unknown[];
  start: () => Promise<Enrolment>;
  finish: (code: string) => Promise<Done>;
  onDone: (done: Done) => void;
  /** True when the failure was handled there (e.g. a sign-in that expired); else shown here. */
  onFailure: (error: unknown) => boolean;
  /** What to say when no secret could be made. */
  startFailed: string;
  /** A way back beside the finish button, if the screen has one. */
  cancel?: ReactNode;
}) {
  // A query, not a mutation, so a second render never asks for a second secret.
  const enrolment = useQuery({
    queryKey,
    queryFn: start,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  useEffect(() => {
    if (enrolment.isError) onFailure(enrolment.error);
  }, [enrolment.isError, enrolment.error, onFailure]);

  const form = useForm<EnrolmentCodeForm>({
    resolver: zodResolver(enrolmentCodeFormSchema),
    defaultValues: { code: '' },
  });
  const failure = useFormFailure(form, 'The code could not be checked. Please try again.');
  const { errors, isSubmitting } = form.formState;
  const secretLabel = useId();

  if (enrolment.isPending) return <p role="status">Making your secret…</p>;
  if (enrolment.isError) {
    return <Notice tone="error">{startFailed}</Notice>;
  }
  const { secret, otpauthUri } = enrolment.data;
  return (
    <div className={styles.form}>
      <ol className={styles.steps}>
        <li>
          Open an authenticator app on your phone (for example Google Authenticator, Microsoft
          Authenticator or 1Password).
        </li>
        <li>Scan this QR code with it, or type the key below into it.</li>
        <li>Enter the {Totp.digits}-digit code the app then shows.</li>
      </ol>
      <div className={styles.enrolment}>
        <QRCodeSVG
          value={otpauthUri}
          size={176}
          marginSize={2}
          role="img"
          aria-label="QR code of your secret, for your authenticator app"
          className={styles.qr}
        />
        <div className={styles.secret}>
          <p id={secretLabel}>Key, if you cannot scan the code</p>
          <code aria-labelledby={secretLabel} className={styles.secretText}>
            {groupSecret(secret)}
          </code>
          <CopyButton text={secret} label="Copy the key" />
        </div>
      </div>
      <form
        className={styles.form}
        noValidate
        onSubmit={submitWith(
          form,
          failure,
          async (values) => onDone(await finish(values.code)),
          onFailure,
        )}
      >
        {failure.message ? <Notice tone="error">{failure.message}</Notice> : null}
        <TextField
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={Totp.digits}
          className={styles.codeInput}
          error={errors.code?.message}
          {...form.register('code')}
        />
        <div className={styles.buttonRow}>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Checking…' : 'Finish setting up'}
          </Button>
          {cancel}
        </div>
      </form>
    </div>
  );
}
