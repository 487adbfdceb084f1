import { defineEndpoint } from '../endpoint.ts';
import {
  endSubscriptionSchema,
  extendActivationSchema,
  memberCountsSchema,
  memberIdParamsSchema,
  memberPaymentParamsSchema,
  memberRedemptionParamsSchema,
  memberSearchPageSchema,
  memberSearchQuerySchema,
  memberVoucherParamsSchema,
  SUPPORT_COUNT_READERS,
  SUPPORT_STAFF,
  supportActionResultSchema,
  supportActionSchema,
  SupportErrors,
  supportMemberSchema,
} from './support-console.ts';

/*
 * Member support in the console (OPERATOR-18…22; ADR 0043). They are the account area's: the
 * account module is the one that may call every module a member's data lives in (ADR 0026), and
 * each action is carried out by the module that owns the data, through its front door.
 */

const MEMBER = '/api/console/support/members/:memberId';

export const getMemberCounts = defineEndpoint({
  area: 'account',
  name: 'getMemberCounts',
  method: 'GET',
  path: '/api/console/support/counts',
  access: 'staff',
  staffRoles: SUPPORT_COUNT_READERS,
  response: memberCountsSchema,
  errors: [],
});

export const searchMembers = defineEndpoint({
  area: 'account',
  name: 'searchMembers',
  method: 'GET',
  path: '/api/console/support/members',
  access: 'staff',
  staffRoles: SUPPORT_STAFF,
  query: memberSearchQuerySchema,
  response: memberSearchPageSchema,
  errors: [],
});

export const getSupportMember = defineEndpoint({
  area: 'account',
  name: 'getSupportMember',
  method: 'GET',
  path: MEMBER,
  access: 'staff',
  staffRoles: SUPPORT_STAFF,
  params: memberIdParamsSchema,
  response: supportMemberSchema,
  errors: [SupportErrors.unknownMember],
});

export const sendMemberPasswordReset = defineEndpoint({
  area: 'account',
  name: 'sendMemberPasswordReset',
  method: 'POST',
  path: `${MEMBER}/password-reset`,
  access: 'staff',
  staffRoles: SUPPORT_STAFF,
  params: memberIdParamsSchema,
  body: supportActionSchema,
  response: supportActionResultSchema,
  errors: [SupportErrors.unknownMember, SupportErrors.resetMailCapped],
});

export const restoreMemberRedemption = defineEndpoint({
  area: 'account',
  name: 'restoreMemberRedemption',
  method: 'POST',
  path: `${MEMBER}/redemptions/:redemptionId/restore`,
  access: 'staff',
  staffRoles: SUPPORT_STAFF,
  params: memberRedemptionParamsSchema,
  body: supportActionSchema,
  response: supportActionResultSchema,
  errors: [SupportErrors.unknownMember],
});

export const extendMemberActivation = defineEndpoint({
  area: 'account',
  name: 'extendMemberActivation',
  method: 'POST',
  path: `${MEMBER}/vouchers/:voucherId/extend`,
  access: 'staff',
  staffRoles: SUPPORT_STAFF,
  params: memberVoucherParamsSchema,
  body: extendActivationSchema,
  response: supportActionResultSchema,
  errors: [SupportErrors.unknownMember, SupportErrors.notExtendable],
});

export const refundMemberPayment = defineEndpoint({
  area: 'account',
  name: 'refundMemberPayment',
  method: 'POST',
  path: `${MEMBER}/payments/:paymentId/refund`,
  access: 'staff',
  staffRoles: SUPPORT_STAFF,
  params: memberPaymentParamsSchema,
  body: supportActionSchema,
  response: supportActionResultSchema,
  errors: [
    SupportErrors.unknownMember,
    SupportErrors.alreadyRefunded,
    SupportErrors.notRefundable,
    SupportErrors.refundFailed,
  ],
});

export const endMemberSubscription = defineEndpoint({
  area: 'account',
  name: 'endMemberSubscription',
  method: 'POST',
  path: `${MEMBER}/subscription/end`,
  access: 'staff',
  staffRoles: SUPPORT_STAFF,
  params: memberIdParamsSchema,
  body: endSubscriptionSchema,
  response: supportActionResultSchema,
  errors: [SupportErrors.unknownMember, SupportErrors.subscriptionState],
});

export const signMemberOutEverywhere = defineEndpoint({
  area: 'account',
  name: 'signMemberOutEverywhere',
  method: 'POST',
  path: `${MEMBER}/sign-out-everywhere`,
  access: 'staff',
  staffRoles: SUPPORT_STAFF,
  params: memberIdParamsSchema,
  body: supportActionSchema,
  response: supportActionResultSchema,
  errors: [SupportErrors.unknownMember],
});

export const liftMemberPasswordLock = defineEndpoint({
  area: 'account',
  name: 'liftMemberPasswordLock',
  method: 'POST',
  path: `${MEMBER}/password-lock/lift`,
  access: 'staff',
  staffRoles: SUPPORT_STAFF,
  params: memberIdParamsSchema,
  body: supportActionSchema,
  response: supportActionResultSchema,
  errors: [SupportErrors.unknownMember],
});
