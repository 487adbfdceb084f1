import { StaffApi } from '@citybook/contract';
import type { FastifyRequest } from 'fastify';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { auditLog } from '../services/audit-log-service.ts';
import {
  changeOwnPassword,
  changeStaffRole,
  createStaffAccount,
  originOfRequest,
  resetSecondFactor,
  setStaffDisabled,
  staffGrid,
} from '../services/staff-account-service.ts';
import {
  finishEnrolment,
  renewRecoveryCodes,
  startEnrolment,
} from '../services/enrolment-service.ts';
import { setNewPassword, signIn, signOut, submitCode } from '../services/sign-in-service.ts';
import type { RequestOrigin, StaffDeps, StaffPasswordCheck } from '../services/staff-deps.ts';
import { currentStaff } from '../services/staff-session-service.ts';
import {
  clearStaffCookies,
  pendingTokenOf,
  sessionTokenOf,
  setPendingCookie,
  setSessionCookie,
} from './staff-cookies.ts';

/** What the staff routes get from app.ts: the member password throttle lives in account. */
export interface StaffRoutesOptions {
  dialect: 'sqlite' | 'postgres';
  box: SecretBox;
  checkPassword: StaffPasswordCheck;
}

const originOf = (request: FastifyRequest): RequestOrigin => ({
  address: request.ip,
  log: request.log,
  requestId: request.id,
});

/** OPERATOR-1…8: staff sign-in, the person's own account, staff management and the audit log. */
export const staffRoutes = (options: StaffRoutesOptions) =>
  endpointRoutes(StaffApi, (app) => {
    const deps: StaffDeps = { db: app.db, ...options };
    return {
      signIn: async ({ request, reply, body }) => {
        const { next, pendingToken } = await signIn(deps, originOf(request), body);
        setPendingCookie(request, reply, pendingToken);
        return { next };
      },

      setNewPassword: async ({ request, body }) =>
        setNewPassword(deps, originOf(request), pendingTokenOf(request), body.newPassword),

      startEnrolment: async ({ request }) => startEnrolment(deps, pendingTokenOf(request)),

      finishEnrolment: async ({ request, reply, body }) => {
        const done = await finishEnrolment(
          deps,
          originOf(request),
          pendingTokenOf(request),
          body.code,
        );
        setSessionCookie(request, reply, done.sessionToken);
        return { recoveryCodes: done.recoveryCodes, staff: done.staff };
      },

      submitCode: async ({ request, reply, body }) => {
        const done = await submitCode(deps, originOf(request), pendingTokenOf(request), body.code);
        setSessionCookie(request, reply, done.sessionToken);
        return done.staff;
      },

      signOut: async ({ request, reply }) => {
        await signOut(app.db, originOf(request), {
          session: sessionTokenOf(request),
          pending: pendingTokenOf(request),
        });
        clearStaffCookies(reply);
      },

      getCurrentStaff: async ({ staff }) => currentStaff(app.db, staff),

      newRecoveryCodes: async ({ request, staff }) => ({
        recoveryCodes: await renewRecoveryCodes(deps, originOf(request), staff.staffId),
      }),

      changeOwnPassword: async ({ request, staff, body }) =>
        changeOwnPassword(deps, originOf(request), staff, body),

      getStaffGrid: async ({ query }) => staffGrid(app.db, query),

      inviteStaff: async ({ request, staff, body }) =>
        createStaffAccount(app.db, originOfRequest(staff, originOf(request)), body),

      changeStaffRole: async ({ request, staff, params, body }) =>
        changeStaffRole(deps, originOfRequest(staff, originOf(request)), params.staffId, body.role),

      setStaffDisabled: async ({ request, staff, params, body }) =>
        setStaffDisabled(
          deps,
          originOfRequest(staff, originOf(request)),
          params.staffId,
          body.disabled,
        ),

      resetStaffSecondFactor: async ({ request, staff, params }) =>
        resetSecondFactor(deps, originOfRequest(staff, originOf(request)), params.staffId),

      getAuditLog: async ({ query }) => auditLog(app.db, query),
    };
  });
