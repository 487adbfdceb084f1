import { zodResolver } from '@hookform/resolvers/zod';
import { StaffApi, Totp, enrolmentCodeFormSchema } from '@citybook/contract/staff';
import type { EnrolmentCodeForm, EnrolmentDone } from '@citybook/contract/staff';
import { Button } from '@citybook/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/field/field.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import { CopyButton } from '../../../components/copy-button/copy-button.tsx';
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
 * OPERATOR-4: the authenticator's enrolment. The secret is shown as a QR code (drawn here from
 * the otpauth URI, nothing leaves the page) and as text; a code computed from it ends enrolment.
 */
export function EnrolStep({
  onDone,
  onExpired,
}: {
  onDone: (done: EnrolmentDone) => void;
  onExpired: (error: unknown) => boolean;
}) {
  // A query, not a mutation, so a second render never asks for a second secret.
  const enrolment = useQuery({
    queryKey: ['staff', 'enrolment'],
    queryFn: () => callApi(StaffApi.startEnrolment, { body: {} }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  useEffect(() => {
    if (enrolment.isError) onExpired(enrolment.error);
  }, [enrolment.isError, enrolment.error, onExpired]);

  const form = useForm<EnrolmentCodeForm>({
    resolver: zodResolver(enrolmentCodeFormSchema),
    defaultValues: { code: '' },
  });
  const failure = useFormFailure(form, 'The code could not be checked. Please try again.');
  const finish = useMutation({
    mutationFn: (values: EnrolmentCodeForm) =>
      callApi(StaffApi.finishEnrolment, { body: { code: values.code } }),
    onSuccess: onDone,
    onError: (error) => {
      if (!onExpired(error)) failure.show(error);
    },
  });

  if (enrolment.isPending) return <p role="status">Making your secret…</p>;
  if (enrolment.isError) {
    return <Notice tone="error">The secret could not be made. Please sign in again.</Notice>;
  }
  const { secret, otpauthUri } = enrolment.data;
  const { errors } = form.formState;
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
          <p id="secret-label">Key, if you cannot scan the code</p>
          <code aria-labelledby="secret-label" className={styles.secretText}>
            {groupSecret(secret)}
          </code>
          <CopyButton text={secret} label="Copy the key" />
        </div>
      </div>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          failure.clear();
          void form.handleSubmit((values) => finish.mutate(values))(event);
        }}
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
        <Button type="submit" disabled={finish.isPending}>
          {finish.isPending ? 'Checking…' : 'Finish setting up'}
        </Button>
      </form>
    </div>
  );
}
