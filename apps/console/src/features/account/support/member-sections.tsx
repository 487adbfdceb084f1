import type { SupportMember } from '@citybook/contract/account';
import { Button } from '@citybook/ui';
import { CopyButton } from '../../../components/copy-button/copy-button.tsx';
import { formatCount, formatDateTime } from '../../../lib/format.ts';
import { type OpenAction } from './member-dialogs.tsx';
import {
  cardText,
  formatAmount,
  PAYMENT_STATUS_LABELS,
  SUBSCRIPTION_STATUS_LABELS,
  SUPPORT_ACTION_LABELS,
} from './support-format.ts';
import styles from './support.module.css';
import { Section, Facts, when, List, ActionOrDash } from './member-page-frame.tsx';

export interface SectionProps {
  member: SupportMember;
  onAction: (open: OpenAction) => void;
}

export function ProfileSection({ member: { profile } }: { member: SupportMember }) {
  return (
    <Section id="profile">
      <Facts
        wide={['E-mail']}
        facts={[
          [
            'E-mail',
            <span key="email" className={styles.withCopy}>
              {profile.email} <CopyButton text={profile.email} label="Copy the e-mail" />
            </span>,
          ],
          ['Name', [profile.firstName, profile.lastName].filter(Boolean).join(' ') || '—'],
          ['Phone', profile.phone ?? '—'],
          ['Postal code', profile.postalCode ?? '—'],
          ['Market', profile.marketTitle ?? '—'],
          ['Member since', formatDateTime(profile.createdAt)],
          ['Password', profile.mustSetPassword ? 'Not set yet (imported member)' : 'Set'],
        ]}
      />
    </Section>
  );
}

export function SubscriptionSection({ member, onAction }: SectionProps) {
  const { subscription } = member;
  const changeable =
    subscription !== null && subscription.source === 'card' && subscription.status !== 'ended';
  return (
    <Section
      id="subscription"
      actions={
        changeable ? (
          <Button variant="secondary" onClick={() => onAction({ action: 'endSubscription' })}>
            Cancel or end…
          </Button>
        ) : null
      }
    >
      {subscription ? (
        <Facts
          facts={[
            ['State', SUBSCRIPTION_STATUS_LABELS[subscription.status]],
            ['Plan', subscription.planTitle],
            ['Next plan', subscription.nextPlanTitle ?? '—'],
            ['Period ends', formatDateTime(subscription.periodEnd)],
            [
              'Billed by',
              subscription.source === 'card'
                ? subscription.card
                  ? cardText(
                      subscription.card,
                      `${String(subscription.card.expirationMonth).padStart(2, '0')}/${String(subscription.card.expirationYear).slice(-2)}`,
                    )
                  : 'Card'
                : subscription.source === 'apple'
                  ? 'App Store (changed in the store)'
                  : 'Google Play (changed in the store)',
            ],
          ]}
        />
      ) : (
        <p className={styles.muted}>No subscription.</p>
      )}
    </Section>
  );
}

export function ActivationsSection({ member, onAction }: SectionProps) {
  return (
    <Section id="activations">
      <List
        caption="List of activations"
        headers={['Code', 'Kind', 'Activated', 'Ends', 'Redemptions', 'Actions']}
        rows={member.vouchers}
        empty="No activation."
        row={(voucher) => (
          <tr key={voucher.id}>
            <td className={styles.code}>{voucher.code}</td>
            <td>
              {voucher.kind === 'BOOK'
                ? `Book${voucher.editionName ? ` (${voucher.editionName})` : ''}`
                : 'Subscription'}
            </td>
            <td className={styles.nowrap}>{formatDateTime(voucher.activatedAt)}</td>
            <td className={styles.nowrap}>
              {voucher.deactivatedAt
                ? `Ended ${formatDateTime(voucher.deactivatedAt)}`
                : formatDateTime(voucher.endsAt)}
            </td>
            <td>{formatCount(voucher.redemptions)}</td>
            <td>
              <ActionOrDash
                aria-label={`Extend activation ${voucher.code}`}
                onClick={voucher.extendable && (() => onAction({ action: 'extend', voucher }))}
              >
                Extend
              </ActionOrDash>
            </td>
          </tr>
        )}
      />
    </Section>
  );
}

export function RedemptionsSection({ member, onAction }: SectionProps) {
  return (
    <Section id="redemptions">
      <List
        caption="List of redemptions"
        headers={['Redeemed', 'Offer', 'Merchant', 'Verification code', 'Saving', 'Actions']}
        rows={member.redemptions.rows}
        total={member.redemptions.total}
        empty="No redemption."
        row={(redemption) => (
          <tr key={redemption.id}>
            <td className={styles.nowrap}>
              {formatDateTime(redemption.redeemedAt)}
              {redemption.offline ? ' (offline)' : ''}
            </td>
            <td>{redemption.offerTitle}</td>
            <td>{redemption.merchantTitle}</td>
            <td className={styles.code}>{redemption.verificationCode}</td>
            <td>{formatAmount(redemption.savingsCents, 'usd')}</td>
            <td>
              <ActionOrDash
                aria-label={`Undo redemption ${redemption.verificationCode}`}
                danger
                onClick={() => onAction({ action: 'restore', redemption })}
              >
                Undo
              </ActionOrDash>
            </td>
          </tr>
        )}
      />
    </Section>
  );
}

export function PaymentsSection({ member, onAction }: SectionProps) {
  return (
    <Section id="payments">
      <List
        caption="List of payments"
        headers={['Date', 'Plan', 'Amount', 'Paid with', 'Status', 'Actions']}
        rows={member.payments.rows}
        total={member.payments.total}
        empty="No payment."
        row={(payment) => {
          const amount = formatAmount(payment.amountCents, payment.currency);
          return (
            <tr key={payment.id}>
              <td className={styles.nowrap}>{formatDateTime(payment.createdAt)}</td>
              <td>
                {payment.planTitle} ({payment.purpose})
              </td>
              <td>{amount}</td>
              <td>
                {payment.source !== 'card'
                  ? payment.source === 'apple'
                    ? 'App Store'
                    : 'Google Play'
                  : payment.cardBrand && payment.cardLast4
                    ? cardText({ brand: payment.cardBrand, last4: payment.cardLast4 })
                    : 'Card'}
              </td>
              <td>
                {PAYMENT_STATUS_LABELS[payment.status]}
                {payment.refund ? (
                  <span className={styles.refund}>
                    {payment.refund.status === 'pending' ? 'Refund under way' : 'Refunded'} by{' '}
                    {payment.refund.staffEmail}, {formatDateTime(payment.refund.at)}: “
                    {payment.refund.reason}”
                  </span>
                ) : null}
              </td>
              <td>
                <ActionOrDash
                  aria-label={`Refund ${amount} of ${formatDateTime(payment.createdAt)}`}
                  danger
                  onClick={
                    (payment.refundable || payment.refund?.status === 'pending') &&
                    (() => onAction({ action: 'refund', payment }))
                  }
                >
                  Refund
                </ActionOrDash>
              </td>
            </tr>
          );
        }}
      />
    </Section>
  );
}

export function DevicesSection({ member, onAction }: SectionProps) {
  return (
    <Section
      id="devices"
      actions={
        member.devices.length > 0 ? (
          <Button variant="secondary" onClick={() => onAction({ action: 'signOut' })}>
            Sign out everywhere…
          </Button>
        ) : null
      }
    >
      <List
        caption="List of signed-in devices"
        headers={['Device', 'Address', 'Signed in', 'Last used']}
        rows={member.devices}
        empty="Not signed in anywhere."
        row={(device) => (
          <tr key={device.id}>
            <td>{device.client}</td>
            <td>{device.address ?? '—'}</td>
            <td className={styles.nowrap}>{formatDateTime(device.createdAt)}</td>
            <td className={styles.nowrap}>{formatDateTime(device.lastUsedAt)}</td>
          </tr>
        )}
      />
    </Section>
  );
}

export function SecuritySection({ member, onAction }: SectionProps) {
  const { security } = member;
  return (
    <Section
      id="security"
      actions={
        <>
          <Button variant="secondary" onClick={() => onAction({ action: 'reset' })}>
            Send a password-reset mail…
          </Button>
          {security.lockedUntil || security.failedPasswords > 0 ? (
            <Button variant="secondary" onClick={() => onAction({ action: 'lift' })}>
              Lift the password lock…
            </Button>
          ) : null}
        </>
      }
    >
      <Facts
        facts={[
          [
            'Password lock',
            security.lockedUntil ? `Locked until ${formatDateTime(security.lockedUntil)}` : 'None',
          ],
          ['Failed passwords', formatCount(security.failedPasswords)],
          ['Last failed', when(security.lastFailedAt)],
          ['Last sign-in with the password', when(security.lastSignInAt)],
        ]}
      />
      <List
        caption="List of password-reset links"
        headers={['Asked for', 'Valid until', 'Used']}
        rows={security.passwordResets}
        row={(reset) => (
          <tr key={reset.requestedAt}>
            <td className={styles.nowrap}>{formatDateTime(reset.requestedAt)}</td>
            <td className={styles.nowrap}>{formatDateTime(reset.expiresAt)}</td>
            <td className={styles.nowrap}>{when(reset.usedAt, 'Not used')}</td>
          </tr>
        )}
      />
    </Section>
  );
}

export function HistorySection({ member }: { member: SupportMember }) {
  return (
    <Section id="history">
      {member.supportHistory.length === 0 ? (
        <p className={styles.muted}>Support has not acted for this member yet.</p>
      ) : (
        <ol className={styles.history}>
          {member.supportHistory.map((entry) => (
            <li key={`${entry.at}-${entry.action}`}>
              <strong>{SUPPORT_ACTION_LABELS[entry.action] ?? entry.action}</strong>{' '}
              <span className={styles.muted}>
                {formatDateTime(entry.at)} · {entry.staffEmail}
              </span>
              {entry.reason ? <p className={styles.reason}>Reason: {entry.reason}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
