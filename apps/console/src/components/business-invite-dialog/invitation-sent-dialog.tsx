import { TemporaryPasswordDialog } from '../temporary-password/temporary-password-dialog.tsx';

interface InvitationSentDialogProps {
  title: string;
  /** Whom the invitation went to. */
  email: string;
  password: string;
  onClose: () => void;
}

/**
 * MERCHANT-2: a business invitation is on its way by e-mail; its temporary password is shown this
 * once too, to read out by phone when the mail does not arrive.
 */
export function InvitationSentDialog({
  title,
  email,
  password,
  onClose,
}: InvitationSentDialogProps) {
  return (
    <TemporaryPasswordDialog title={title} password={password} onClose={onClose}>
      An invitation with the sign-in link and this temporary password is on its way to{' '}
      <strong>{email}</strong>. It is shown only now: if the e-mail does not arrive, give it to them
      by phone. They choose their own password when they first sign in.
    </TemporaryPasswordDialog>
  );
}
