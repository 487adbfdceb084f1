import { AccountConsoleApi } from '@citybook/contract/account';
import type { SupportMember } from '@citybook/contract/account';
import { Button } from '@citybook/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { CopyButton } from '../../../components/copy-button/copy-button.tsx';
import gridStyles from '../../../components/data-grid/data-grid.module.css';
import { Notice } from '../../../components/notice/notice.tsx';
import { RowAction } from '../../../components/row-action/row-action.tsx';
import { callApi, messageOf } from '../../../lib/api-client.ts';
import { formatCount, formatDateTime } from '../../../lib/format.ts';
import { MemberActionDialog, type OpenAction } from './member-dialogs.tsx';
import {
  cardText,
  formatAmount,
  memberName,
  PAYMENT_STATUS_LABELS,
  SUBSCRIPTION_STATUS_LABELS,
  SUPPORT_ACTION_LABELS,
} from './support-format.ts';
import styles from './support.module.css';

const SECTIONS = [
  ['profile', 'Profile'],
  ['subscription', 'Subscription'],
  ['activations', 'Activations'],
  ['redemptions', 'Redemptions'],
  ['payments', 'Payments'],
  ['devices', 'Devices'],
  ['security', 'Security'],
  ['history', 'Support history'],
] as const;

type SectionId = (typeof SECTIONS)[number][0];

function Section({
  id,
  actions,
  children,
}: {
  id: SectionId;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const title = SECTIONS.find(([each]) => each === id)![1];
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        {actions ? <div className={styles.sectionActions}>{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** A table that scrolls within itself on a narrow screen, never the page sideways. */
function Table({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div
      className={`${gridStyles.scroller} ${styles.list}`}
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className={gridStyles.table}>
        <caption className={gridStyles.caption}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** Terms and their values; a `wide` one (an e-mail) takes two columns where there is room. */
function Facts({ facts, wide = [] }: { facts: [string, ReactNode][]; wide?: string[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div
          key={term}
          className={wide.includes(term) ? `${styles.fact} ${styles.wide}` : styles.fact}
        >
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const when = (iso: string | null, none = '—') => (iso ? formatDateTime(iso) : none);

function ShownOf({ total, shown }: { total: number; shown: number }) {
  if (total <= shown) return null;
  return (
    <p className={styles.muted}>
      The latest {formatCount(shown)} of {formatCount(total)}.
    </p>
  );
}

interface ListProps<Row> {
  caption: string;
  headers: readonly string[];
  rows: readonly Row[];
  /** Said in place of the table when there are no rows (nothing is, without it). */
  empty?: string;
  /** How many there are in all, when the rows are only the latest of them. */
  total?: number;
  row: (row: Row) => ReactNode;
}

/** A section's list: the table of its rows, or a line saying there are none. */
function List<Row>({ caption, headers, rows, empty, total, row }: ListProps<Row>) {
  if (rows.length === 0) return empty ? <p className={styles.muted}>{empty}</p> : null;
  return (
    <>
      {total === undefined ? null : <ShownOf total={total} shown={rows.length} />}
      <Table caption={caption}>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows.map(row)}</tbody>
      </Table>
    </>
  );
}

/** A row's action, or a dash where the row has none. */
function ActionOrDash({
  onClick,
  ...props
}: Omit<ComponentProps<typeof RowAction>, 'onClick'> & { onClick: (() => void) | false }) {
  if (!onClick) return <span className={styles.muted}>—</span>;
  return <RowAction {...props} onClick={onClick} />;
}

/** OPERATOR-19, OPERATOR-22: one member as support sees them, in sections, with the actions. */
export function MemberPage() {
  const memberId = Number(useParams().memberId);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<OpenAction>();
  const query = useQuery({
    queryKey: [AccountConsoleApi.getSupportMember.name, memberId],
    queryFn: ({ signal }) =>
      callApi(AccountConsoleApi.getSupportMember, { params: { memberId }, signal }),
  });
  const reload = () =>
    void queryClient.invalidateQueries({
      queryKey: [AccountConsoleApi.getSupportMember.name, memberId],
    });

  if (query.isPending) return <ConsolePage title="Member">Loading…</ConsolePage>;
  if (query.isError)
    return (
      <ConsolePage title="Member">
        <Notice tone="error">{messageOf(query.error, 'The member could not be loaded.')}</Notice>
        <p>
          <Link to="/support">Back to the search</Link>
        </p>
      </ConsolePage>
    );
  const member = query.data;
  return (
    <ConsolePage
      title={memberName(member.profile)}
      description={
        <>
          Member #{member.profile.id} · <Link to="/support">Back to the search</Link>
        </>
      }
    >
      <nav className={styles.sectionLinks} aria-label="Sections">
        {SECTIONS.map(([id, label]) => (
          <a key={id} href={`#${id}`}>
            {label}
          </a>
        ))}
      </nav>
      <ProfileSection member={member} />
      <SubscriptionSection member={member} onAction={setOpen} />
      <ActivationsSection member={member} onAction={setOpen} />
      <RedemptionsSection member={member} onAction={setOpen} />
      <PaymentsSection member={member} onAction={setOpen} />
      <DevicesSection member={member} onAction={setOpen} />
      <SecuritySection member={member} onAction={setOpen} />
      <HistorySection member={member} />
      {open ? (
        <MemberActionDialog
          open={open}
          member={member}
          onClose={() => setOpen(undefined)}
          onDone={reload}
        />
      ) : null}
    </ConsolePage>
  );
}

interface SectionProps {
  member: SupportMember;
  onAction: (open: OpenAction) => void;
}

function ProfileSection({ member: { profile } }: { member: SupportMember }) {
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

function SubscriptionSection({ member, onAction }: SectionProps) {
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

function ActivationsSection({ member, onAction }: SectionProps) {
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

function RedemptionsSection({ member, onAction }: SectionProps) {
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

function PaymentsSection({ member, onAction }: SectionProps) {
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

function DevicesSection({ member, onAction }: SectionProps) {
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

function SecuritySection({ member, onAction }: SectionProps) {
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

function HistorySection({ member }: { member: SupportMember }) {
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
