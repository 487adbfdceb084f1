import type { AreaDocs } from '../endpoint.ts';
import type * as AccountConsoleApi from './support-console-endpoints.ts';
import type { SupportErrors } from './support-console.ts';

/** The API reference's words for member support (OPERATOR-18…22; ADR 0043). */
export const supportConsoleDocs = {
  endpoints: {
    getMemberCounts:
      'How many members there are, how many have a live subscription and how many are locked out now: what analysts see of members.',
    searchMembers:
      'A page of the members found by a part of their e-mail, an activation code, a verification code of a redemption, or a card’s last 4 digits and expiry, with what matched.',
    getSupportMember:
      'A member as support sees them: profile, activations, redemptions with their verification codes, payments, subscription, devices, security and what support did. Never a card number, password hash or session token.',
    sendMemberPasswordReset:
      'Mails the member a password-reset link (the reset of ACCOUNT-9), with the reason in the audit log.',
    restoreMemberRedemption:
      'Undoes a redemption made by mistake, so the member can use the offer again; the redemption is kept in the audit log with the reason.',
    extendMemberActivation:
      'Gives a book’s activation a later last day, at most ACTIVATION_EXTENSION_MAX_DAYS after its current end.',
    refundMemberPayment:
      'Refunds a card payment in full through the payment gateway, once however often it is asked: the refund is claimed in the database before the gateway is called. The ledger row becomes refunded and the member gets a receipt.',
    endMemberSubscription:
      'Cancels the member’s subscription (no renewal, access to the end of the period) or ends it now.',
    signMemberOutEverywhere: 'Ends every session of the member, on every device.',
    liftMemberPasswordLock:
      'Forgets the member’s failed passwords, so a throttled or locked account can sign in again.',
  },
  errors: {
    unknownMember:
      'There is no such member, or the payment, redemption or activation is not theirs.',
    alreadyRefunded: 'The payment is refunded already, or another refund of it is under way.',
    notRefundable: 'The payment is not a card charge that succeeded.',
    refundFailed:
      'The card processor did not confirm the refund; nothing was recorded and it may be asked again.',
    notExtendable:
      'The activation is a subscription’s, or the day is not after its end or too far after it.',
    resetMailCapped: 'The member was sent as many reset mails this hour as the rules allow.',
    subscriptionState:
      'The member has no subscription in a state this changes (none, ended, already cancelled, or billed by a store).',
  },
} as const satisfies AreaDocs<typeof AccountConsoleApi, typeof SupportErrors>;
