import {
  STAFF_PENDING_SIGN_IN_COOKIE,
  STAFF_SESSION_COOKIE,
  StaffApi,
  Totp,
  type HttpMethod,
  type StaffRole,
} from '@citybook/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { createStaffAccount } from '../../src/modules/staff/index.ts';
import type { TestApp } from './test-app.ts';

/** A unique staff e-mail. */
export function uniqueStaffEmail(prefix = 'staff'): string {
  return `${prefix}-${randomUUID()}@example.com`;
}

/** A password that meets the member rule and is no common one. */
export function newStaffPassword(): string {
  return `St#${randomUUID().slice(0, 10)}9`;
}

/** The code an authenticator app shows for `secret` at `at` (RFC 6238, the contract's parameters). */
export function totpCode(secret: string, at: Date = new Date()): string {
  return OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: Totp.algorithm,
    digits: Totp.digits,
    period: Totp.periodSeconds,
    timestamp: at.getTime(),
  });
}

/** The `name=value` of a cookie the answer set, for a Cookie header; throws when it set none. */
export function cookieOf(response: LightMyRequestResponse, name: string): string {
  const cookie = response.cookies.find((c) => c.name === name && c.value !== '');
  if (!cookie)
    throw new Error(`No ${name} cookie in the answer (${response.statusCode}: ${response.body})`);
  return `${name}=${cookie.value}`;
}

/** A staff console call as the console makes it: JSON, with the given Cookie header. */
export function staffCall(
  app: FastifyInstance,
  method: HttpMethod,
  url: string,
  cookie?: string,
  body: unknown = {},
) {
  return app.inject({
    method,
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    ...(method === 'GET' ? {} : { payload: JSON.stringify(body) }),
  });
}

export interface NewStaff {
  id: number;
  email: string;
  role: StaffRole;
  temporaryPassword: string;
}

/** A staff account made the way `npm run cli -- staff add` makes it (OPERATOR-2). */
export async function addStaff(
  { db }: TestApp,
  role: StaffRole = 'owner',
  email = uniqueStaffEmail(role),
): Promise<NewStaff> {
  const { staff, temporaryPassword } = await createStaffAccount(
    db,
    { actor: { staffId: null, email: 'cli' } },
    { email, role },
  );
  return { id: staff.id, email: staff.email, role, temporaryPassword };
}

export interface SignedInStaff {
  id: number;
  email: string;
  role: StaffRole;
  /** The password set at the first sign-in. */
  password: string;
  /** The enrolled authenticator's secret (base32), for computing codes. */
  totpSecret: string;
  /** The ten recovery codes the enrolment showed. */
  recoveryCodes: string[];
  /** The Cookie header of the staff session (`citybook-staff=…`). */
  cookie: string;
}

/**
 * Walks a first sign-in through the real endpoints (OPERATOR-4): the temporary password, a new
 * password, the enrolment with a code computed from the shown secret. Answers the session.
 */
export async function firstSignIn(
  app: FastifyInstance,
  staff: { email: string; temporaryPassword: string },
  at: Date = new Date(),
): Promise<Omit<SignedInStaff, 'role'>> {
  const step1 = await staffCall(app, 'POST', StaffApi.signIn.path, undefined, {
    email: staff.email,
    password: staff.temporaryPassword,
  });
  if (step1.statusCode !== 200) throw new Error(`sign-in: ${step1.statusCode} ${step1.body}`);
  const pending = cookieOf(step1, STAFF_PENDING_SIGN_IN_COOKIE);
  const password = newStaffPassword();
  const step2 = await staffCall(app, 'POST', StaffApi.setNewPassword.path, pending, {
    newPassword: password,
  });
  if (step2.statusCode !== 200) throw new Error(`new password: ${step2.statusCode} ${step2.body}`);
  const step3 = await staffCall(app, 'POST', StaffApi.startEnrolment.path, pending);
  if (step3.statusCode !== 200) throw new Error(`enrolment: ${step3.statusCode} ${step3.body}`);
  const { secret } = step3.json<{ secret: string }>();
  const step4 = await staffCall(app, 'POST', StaffApi.finishEnrolment.path, pending, {
    code: totpCode(secret, at),
  });
  if (step4.statusCode !== 200)
    throw new Error(`enrolment code: ${step4.statusCode} ${step4.body}`);
  const done = step4.json<{ recoveryCodes: string[]; staff: { id: number; email: string } }>();
  return {
    id: done.staff.id,
    email: done.staff.email,
    password,
    totpSecret: secret,
    recoveryCodes: done.recoveryCodes,
    cookie: cookieOf(step4, STAFF_SESSION_COOKIE),
  };
}

/**
 * A new staff member of `role`, signed in to the console: made through the CLI's service, signed
 * in through the real endpoints with a computed TOTP code. Pass `cookie` as the Cookie header of
 * `/api/console/` calls (see `staffCall`).
 */
export async function signedInStaff(
  testApp: TestApp,
  role: StaffRole = 'owner',
): Promise<SignedInStaff> {
  const staff = await addStaff(testApp, role);
  return { role, ...(await firstSignIn(testApp.app, staff)) };
}
