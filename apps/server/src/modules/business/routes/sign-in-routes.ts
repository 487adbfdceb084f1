import { BusinessApi } from '@citybook/contract';
import type { FastifyRequest } from 'fastify';
import { endpointRoutes } from '../../../http/endpoint-routes.ts';
import {
  accountAndSession,
  setNewPasswordOnRealm,
  signInOnRealm,
  signOut,
  submitCodeOnRealm,
  type RequestOrigin,
  type StaffDeps,
} from '../../staff/index.ts';
import {
  businessRealm,
  businessStepOf,
  currentBusinessUserOf,
} from '../services/business-realm.ts';
import {
  businessPendingTokenOf,
  businessSessionTokenOf,
  clearBusinessCookies,
  setBusinessPendingCookie,
  setBusinessSessionCookie,
} from './business-cookies.ts';

/** What the business routes get from app.ts: the staff sign-in's dependencies. */
export type BusinessRoutesOptions = Omit<StaffDeps, 'db'>;

const originOf = (request: FastifyRequest): RequestOrigin => ({
  address: request.ip,
  log: request.log,
  requestId: request.id,
});

/** MERCHANT-2: a business's people sign in and out, and see who they are signed in as. */
export const businessSignInRoutes = (options: BusinessRoutesOptions) =>
  endpointRoutes(BusinessApi, (app) => {
    const deps: StaffDeps = { db: app.db, ...options };
    return {
      businessSignIn: async ({ request, reply, body }) => {
        const started = await signInOnRealm(deps, originOf(request), body, businessRealm);
        if (started.next === 'signedIn')
          setBusinessSessionCookie(request, reply, started.sessionToken);
        else setBusinessPendingCookie(request, reply, started.pendingToken);
        return { next: businessStepOf(started.next) };
      },

      businessSetNewPassword: async ({ request, reply, body }) => {
        const done = await setNewPasswordOnRealm(
          deps,
          originOf(request),
          businessPendingTokenOf(request),
          body.newPassword,
          businessRealm,
        );
        if (done.next === 'signedIn') setBusinessSessionCookie(request, reply, done.sessionToken);
        return { next: businessStepOf(done.next) };
      },

      businessSubmitCode: async ({ request, reply, body }) => {
        const done = await submitCodeOnRealm(
          deps,
          originOf(request),
          businessPendingTokenOf(request),
          body.code,
          'business',
        );
        setBusinessSessionCookie(request, reply, done.sessionToken);
        return currentBusinessUserOf(app.db, done.account, done.session);
      },

      businessSignOut: async ({ request, reply }) => {
        await signOut(
          app.db,
          originOf(request),
          { session: businessSessionTokenOf(request), pending: businessPendingTokenOf(request) },
          new Date(),
          'business',
        );
        clearBusinessCookies(reply);
      },

      getCurrentBusinessUser: async ({ business }) => {
        const { account, session } = await accountAndSession(
          app.db,
          business.accountId,
          business.sessionId,
        );
        return currentBusinessUserOf(app.db, account, session);
      },
    };
  });
