import type { Profile } from '@citybook/contract/account';
import {
  ActivationText,
  formatActivationCode,
  isValidActivationCode,
  normalizeActivationCode,
} from '@citybook/contract/activation';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/button/button.tsx';
import { Dialog } from '../../../components/dialog/dialog.tsx';
import { useErrorDialog } from '../../../components/error-dialog/use-error-dialog.ts';
import { GuestNotice } from '../../../components/guest-notice/guest-notice.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { activationErrorMessage } from '../activation-error.ts';
import { useActivate } from '../api/activate.ts';
import { ActivationCodeField } from './activation-code-field.tsx';
import styles from './activation-page.module.css';
import { AddCodeText } from '../add-code-text.ts';

export type ActivateMode = 'activate' | 'addCode';

const TEXT = {
  activate: {
    title: 'Activate Your Account',
    done: 'Your account is activated',
    next: paths.categories,
  },
  addCode: { title: 'Add Another Code', done: 'Your code is added', next: paths.managementMc },
} as const;

interface ActivatePageProps {
  mode: ActivateMode;
  /** Saves the profile the server answered with, where the rest of the app reads it. */
  onActivated: (profile: Profile) => void;
  /** The voucher current before: still current after adding a code when it runs longer. */
  previousVoucherId?: number | null;
  /** The shared guest, which may not activate (ACCOUNT-5): the form is shown disabled. */
  guest?: boolean;
}

function doneMessage(
  mode: ActivateMode,
  profile: Profile,
  previousVoucherId: number | null,
): string {
  const validTo = profile.userOffersValidTo;
  const kept = mode === 'addCode' && previousVoucherId !== null;
  if (kept && validTo !== null && profile.activationVoucherId === previousVoucherId)
    return AddCodeText.keptLonger(formatDate(validTo));
  return validTo === null
    ? `${TEXT[mode].done}.`
    : `${TEXT[mode].done} through ${formatDate(validTo)}.`;
}

/** ACTIVATION-3 /account/activate and /account/addCode: a book code activates or extends the account. */
export function ActivatePage({
  mode,
  onActivated,
  previousVoucherId = null,
  guest = false,
}: ActivatePageProps) {
  const { title, next } = TEXT[mode];
  useDocumentTitle(title);
  const navigate = useNavigate();
  const showError = useErrorDialog();
  const activate = useActivate();
  const [searchParams] = useSearchParams();
  // OPERATOR-16: a printed card's QR code opens this page with its code filled in.
  const [code, setCode] = useState(() =>
    formatActivationCode(normalizeActivationCode(searchParams.get('code') ?? '').slice(0, 16)),
  );
  const [activated, setActivated] = useState<Profile | null>(null);
  const valid = isValidActivationCode(code);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (guest || !valid || activate.isPending) return;
    activate.mutate(
      { code },
      {
        onSuccess: (profile) => {
          onActivated(profile);
          setActivated(profile);
        },
        onError: (error) => {
          showError({
            title: ActivationText.errorTitle,
            message: activationErrorMessage(error),
            error,
          });
        },
      },
    );
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{title}</h1>
      {guest ? <GuestNotice /> : null}
      <form className={styles.form} noValidate onSubmit={submit}>
        <ActivationCodeField
          value={code}
          onChange={setCode}
          disabled={guest || activate.isPending}
        />
        <Button type="submit" disabled={guest || !valid || activate.isPending}>
          Activate
        </Button>
      </form>
      <p className={styles.links}>
        <Link to={paths.activateHelp}>Need help?</Link>
      </p>
      {activated ? (
        <Dialog
          title="Activated!"
          onClose={() => {
            void navigate(next, { replace: true });
          }}
        >
          {doneMessage(mode, activated, previousVoucherId)}
        </Dialog>
      ) : null}
    </div>
  );
}
