import { isGuestEmail } from '@citybook/contract/account';
import { PAYMENT_UPDATE_PROMPT } from '@citybook/contract/activation';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { readStoredExpiration } from '../../../lib/expiration-storage.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { isMobilePlusSession } from '../../../lib/variant.ts';
import { useProfile } from '../api/get-profile.ts';
import { managementActions, showsActivationDetails } from '../management-actions.ts';
import styles from './account-management-page.module.css';
import { GuestNotice } from '../../../components/guest-notice/guest-notice.tsx';

/** What the Vouchers section's content gets from the page (the app fills it with activation's). */
export interface VouchersSectionProps {
  /** The section's heading, which names the choice of voucher. */
  labelledBy: string;
  /** The guest sees the vouchers but cannot switch (ACCOUNT-5). */
  disabled: boolean;
  /** The note that says why, for the guest. */
  describedBy: string | undefined;
  /** The voucher whose activation details show, or null when the variant shows none. */
  detailsVoucherId: number | null;
}

interface AccountManagementPageProps {
  /** The content of the Vouchers section, under its heading. */
  renderVouchers: (section: VouchersSectionProps) => ReactNode;
}

/** ACCOUNT-18 /account/management and /account/managementmc. */
export function AccountManagementPage({ renderVouchers }: AccountManagementPageProps) {
  useDocumentTitle('Account');
  const { data: profile } = useProfile();
  const guestNoteId = useId();
  const vouchersHeadingId = useId();
  if (!profile) return null;

  const guest = isGuestEmail(profile.emailAddress);
  const variant = { mobilePlus: isMobilePlusSession(), expiration: readStoredExpiration() };
  const actions = managementActions({ profile, ...variant });
  const detailsVoucherId = showsActivationDetails(variant) ? profile.activationVoucherId : null;

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Account</h1>
      <p>
        Signed in as <strong className={styles.email}>{profile.emailAddress}</strong>
      </p>
      {profile.isDeactivatedFuture ? (
        // ACCOUNT-18: managementmc is where a failed renewal leads to a new card.
        <div className={styles.notice}>
          <p>{PAYMENT_UPDATE_PROMPT}</p>
          <Link className={styles.prompt} to={paths.payment(profile.subscriptionType ?? 0, true)}>
            Update payment information
          </Link>
        </div>
      ) : null}
      {guest ? <GuestNotice id={guestNoteId} className={styles.notice} /> : null}
      <ul className={styles.actions}>
        {actions.map((action) => (
          <li key={action.label}>
            {guest ? (
              // ACCOUNT-5: the guest sees every action, none usable.
              <a
                role="link"
                aria-disabled="true"
                aria-describedby={guestNoteId}
                className={styles.action}
              >
                {action.label}
              </a>
            ) : (
              <Link className={styles.action} to={action.to}>
                {action.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <section className={styles.vouchers} aria-labelledby={vouchersHeadingId}>
        <h2 id={vouchersHeadingId} className={styles.subheading}>
          Vouchers
        </h2>
        {renderVouchers({
          labelledBy: vouchersHeadingId,
          disabled: guest,
          describedBy: guest ? guestNoteId : undefined,
          detailsVoucherId,
        })}
      </section>
    </div>
  );
}
