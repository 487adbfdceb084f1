import { AccountConsoleApi } from '@citybook/contract';
import type { FastifyRequest } from 'fastify';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import { logSecurityEvent } from '../../../lib/security-events.ts';
import type { Mail } from '../../../plugins/mailer.ts';
import type { StaffUser } from '../../../plugins/staff-auth.ts';
import {
  endSubscriptionForSupport,
  extendActivationForSupport,
  refundPaymentForSupport,
} from '../../activation/index.ts';
import { restoreRedemptionForSupport } from '../../redemption/index.ts';
import type { SupportAct } from '../../staff/index.ts';
import {
  liftPasswordLockForSupport,
  sendPasswordResetForSupport,
  signOutEverywhereForSupport,
} from '../services/support/support-action-service.ts';
import {
  memberCounts,
  searchMembers,
  supportedMember,
  supportMember,
} from '../services/support/support-member-service.ts';

/** Who acts, for whom, why, and from which request (OPERATOR-19's audit entry). */
function actOf(
  staff: StaffUser,
  request: FastifyRequest,
  memberId: number,
  reason: string,
): SupportAct {
  return {
    actor: { staffId: staff.staffId, email: staff.email },
    memberId,
    reason,
    requestId: request.id,
    clientAddress: request.ip,
    now: new Date(),
  };
}

/** Member support in the console (OPERATOR-18…22; ADR 0043). */
export const accountConsoleRoutes = endpointRoutes(AccountConsoleApi, (app) => ({
  getMemberCounts: async () => memberCounts(app.db, new Date()),
  searchMembers: async ({ query }) => searchMembers(app.db, query),
  getSupportMember: async ({ params }) => supportMember(app.db, params.memberId, new Date()),
  sendMemberPasswordReset: async ({ staff, request, params, body }) => ({
    message: await sendPasswordResetForSupport(
      {
        db: app.db,
        sendMail: (mail: Mail) => app.sendMail(mail),
        publicUrl: app.config.PUBLIC_URL,
      },
      actOf(staff, request, params.memberId, body.reason),
    ),
  }),
  restoreMemberRedemption: async ({ staff, request, params, body }) => ({
    message: await restoreRedemptionForSupport(
      app.db,
      actOf(staff, request, params.memberId, body.reason),
      params.redemptionId,
    ),
  }),
  extendMemberActivation: async ({ staff, request, params, body }) => ({
    message: await extendActivationForSupport(
      app.db,
      actOf(staff, request, params.memberId, body.reason),
      params.voucherId,
      body.endsOn,
    ),
  }),
  refundMemberPayment: async ({ staff, request, params, body }) => {
    await supportedMember(app.db, params.memberId);
    return {
      message: await refundPaymentForSupport(
        { db: app.db, gateway: app.paymentGateway, log: request.log },
        actOf(staff, request, params.memberId, body.reason),
        params.paymentId,
      ),
    };
  },
  endMemberSubscription: async ({ staff, request, params, body }) => {
    await supportedMember(app.db, params.memberId);
    return {
      message: await endSubscriptionForSupport(
        app.db,
        actOf(staff, request, params.memberId, body.reason),
        body.when,
      ),
    };
  },
  signMemberOutEverywhere: async ({ staff, request, params, body }) => {
    const { message, ended } = await signOutEverywhereForSupport(
      app.db,
      actOf(staff, request, params.memberId, body.reason),
    );
    logSecurityEvent(request.log, 'session.revoked', {
      userId: params.memberId,
      reason: 'support',
      sessions: ended,
    });
    return { message };
  },
  liftMemberPasswordLock: async ({ staff, request, params, body }) => ({
    message: await liftPasswordLockForSupport(
      app.db,
      actOf(staff, request, params.memberId, body.reason),
    ),
  }),
}));
