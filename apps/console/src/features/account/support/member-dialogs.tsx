import {
  ACTIVATION_EXTENSION_MAX_DAYS,
  AccountConsoleApi,
  endSubscriptionSchema,
  extendActivationSchema,
  supportActionSchema,
} from '@citybook/contract/account';
import type { SupportMember } from '@citybook/contract/account';
import { SelectField, TextField } from '../../../components/field/field.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { callApi } from '../../../lib/api-client.ts';
import { cardText, formatAmount } from './support-format.ts';
import { SupportActionDialog, type SupportActionDialogProps } from './support-action-dialog.tsx';

type Payment = SupportMember['payments']['rows'][number];
type Redemption = SupportMember['redemptions']['rows'][number];
type Voucher = SupportMember['vouchers'][number];

/** Which action's dialog is open on the member page. */
export type OpenAction =
  | { action: 'reset' | 'signOut' | 'lift' | 'endSubscription' }
  | { action: 'refund'; payment: Payment }
  | { action: 'restore'; redemption: Redemption }
  | { action: 'extend'; voucher: Voucher };

interface MemberActionDialogProps {
  open: OpenAction;
  member: SupportMember;
  onClose: () => void;
  onDone: () => void;
}

type ReasonDialogProps = Omit<
  SupportActionDialogProps<{ reason: string }>,
  'schema' | 'defaultValues' | 'fields'
>;

/** An action whose only field is the reason the audit log keeps. */
function ReasonDialog(props: ReasonDialogProps) {
  return (
    <SupportActionDialog {...props} schema={supportActionSchema} defaultValues={{ reason: '' }} />
  );
}

/** The dialog of one action on the member page (OPERATOR-20, OPERATOR-21). */
export function MemberActionDialog({ open, member, onClose, onDone }: MemberActionDialogProps) {
  const memberId = member.profile.id;
  const common = { onClose, onDone };
  switch (open.action) {
    case 'reset':
      return (
        <ReasonDialog
          {...common}
          title="Send a password-reset mail"
          confirm="Send the mail"
          submit={(body) =>
            callApi(AccountConsoleApi.sendMemberPasswordReset, { params: { memberId }, body })
          }
        >
          <p>
            {member.profile.email} gets a link to choose a new password, as if they had asked for it
            themselves. Their password stays as it is until they use the link.
          </p>
        </ReasonDialog>
      );
    case 'signOut':
      return (
        <ReasonDialog
          {...common}
          title="Sign out everywhere"
          confirm="Sign out everywhere"
          danger
          submit={(body) =>
            callApi(AccountConsoleApi.signMemberOutEverywhere, { params: { memberId }, body })
          }
        >
          <p>
            Every device signed in as {member.profile.email} is signed out (
            {member.devices.length === 1 ? '1 device' : `${String(member.devices.length)} devices`}
            ). They sign in again with their password.
          </p>
        </ReasonDialog>
      );
    case 'lift':
      return (
        <ReasonDialog
          {...common}
          title="Lift the password lock"
          confirm="Lift the lock"
          submit={(body) =>
            callApi(AccountConsoleApi.liftMemberPasswordLock, { params: { memberId }, body })
          }
        >
          <p>
            The failed passwords of {member.profile.email} are forgotten, so they can sign in again
            at once. Only do this once you are sure it is the member who asks.
          </p>
        </ReasonDialog>
      );
    case 'endSubscription':
      return (
        <SupportActionDialog
          {...common}
          title="Cancel or end the subscription"
          schema={endSubscriptionSchema}
          defaultValues={{ reason: '', when: 'periodEnd' as const }}
          confirm="Change the subscription"
          danger
          fields={(form) => (
            <SelectField
              label="When"
              error={form.formState.errors.when?.message}
              {...form.register('when')}
            >
              {member.subscription?.status !== 'cancelled' ? (
                <option value="periodEnd">
                  Cancel: no renewal, access until{' '}
                  {member.subscription ? formatDateTime(member.subscription.periodEnd) : 'its end'}
                </option>
              ) : null}
              <option value="now">End now: access ends today</option>
            </SelectField>
          )}
          submit={(body) =>
            callApi(AccountConsoleApi.endMemberSubscription, { params: { memberId }, body })
          }
        >
          <p>
            Nothing is refunded by this; refund a payment on its own if the member should get it
            back.
          </p>
        </SupportActionDialog>
      );
    case 'refund': {
      const { payment } = open;
      const amount = formatAmount(payment.amountCents, payment.currency);
      return (
        <ReasonDialog
          {...common}
          title={`Refund ${amount}`}
          confirm={`Refund ${amount}`}
          danger
          submit={(body) =>
            callApi(AccountConsoleApi.refundMemberPayment, {
              params: { memberId, paymentId: payment.id },
              body,
            })
          }
        >
          <p>
            The whole payment of {formatDateTime(payment.createdAt)} ({payment.planTitle}) goes back
            to{' '}
            {payment.cardBrand && payment.cardLast4
              ? cardText({ brand: payment.cardBrand, last4: payment.cardLast4 })
              : 'the card it came from'}
            . The member gets a receipt. This cannot be undone.
          </p>
        </ReasonDialog>
      );
    }
    case 'restore': {
      const { redemption } = open;
      return (
        <ReasonDialog
          {...common}
          title="Undo a redemption"
          confirm="Undo the redemption"
          danger
          submit={(body) =>
            callApi(AccountConsoleApi.restoreMemberRedemption, {
              params: { memberId, redemptionId: redemption.id },
              body,
            })
          }
        >
          <p>
            “{redemption.offerTitle}” at {redemption.merchantTitle}, redeemed{' '}
            {formatDateTime(redemption.redeemedAt)} (code {redemption.verificationCode}), is undone:
            the member can use the offer again, and its saving leaves their total.
          </p>
        </ReasonDialog>
      );
    }
    case 'extend': {
      const { voucher } = open;
      return (
        <SupportActionDialog
          {...common}
          title={`Extend activation ${voucher.code}`}
          schema={extendActivationSchema}
          defaultValues={{ reason: '', endsOn: '' }}
          confirm="Extend"
          fields={(form) => (
            <TextField
              label="New last day"
              type="date"
              min={voucher.endsAt.slice(0, 10)}
              hint={`Now ends ${formatDateTime(voucher.endsAt)}; at most ${String(ACTIVATION_EXTENSION_MAX_DAYS)} days later.`}
              error={form.formState.errors.endsOn?.message}
              {...form.register('endsOn')}
            />
          )}
          submit={(body) =>
            callApi(AccountConsoleApi.extendMemberActivation, {
              params: { memberId, voucherId: voucher.id },
              body,
            })
          }
        >
          <p>The member can redeem the book’s offers until the end of the day you choose.</p>
        </SupportActionDialog>
      );
    }
  }
}
