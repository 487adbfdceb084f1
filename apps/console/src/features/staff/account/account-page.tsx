import { useId } from 'react';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { ROLE_LABELS, useSignedInStaff } from '../session/current-staff.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { NewRecoveryCodes } from './new-recovery-codes.tsx';
import styles from './account.module.css';

/** The signed-in person's own account, for every role: who they are, their password, their codes. */
export function AccountPage() {
  const staff = useSignedInStaff();
  const passwordId = useId();
  const codesId = useId();
  return (
    <ConsolePage title="Your account">
      <dl className={styles.facts}>
        <div>
          <dt>Email address</dt>
          <dd className={styles.email}>{staff.email}</dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>{ROLE_LABELS[staff.role]}</dd>
        </div>
        <div>
          <dt>Signed in</dt>
          <dd>{formatDateTime(staff.signedInAt)}</dd>
        </div>
        <div>
          {/* OPERATOR-6: the absolute end; 30 idle minutes end it sooner. */}
          <dt>Signed out at the latest</dt>
          <dd>{formatDateTime(staff.sessionExpiresAt)}</dd>
        </div>
      </dl>
      <section className={styles.card} aria-labelledby={passwordId}>
        <h2 id={passwordId} className={styles.cardTitle}>
          Password
        </h2>
        <ChangePasswordForm titleId={passwordId} />
      </section>
      <section className={styles.card} aria-labelledby={codesId}>
        <h2 id={codesId} className={styles.cardTitle}>
          Recovery codes
        </h2>
        <NewRecoveryCodes staff={staff} />
      </section>
    </ConsolePage>
  );
}
