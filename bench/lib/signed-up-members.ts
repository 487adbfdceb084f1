/**
 * Members made step by step as the web app makes them: sign up, log in with Basic auth, activate a
 * book code. (bench/lib/members.ts makes them faster, keeping the sign-up's session.)
 */
import {
  encodeBasicAuth,
  profileSchema,
  SESSION_COOKIE,
  AccountApi,
  ActivationApi,
} from '@citybook/contract';
import { jsonHeaders } from './members.ts';

export interface SignedUpMember {
  email: string;
  password: string;
  /** `auth-ticket=…` of the login, for the Cookie header. */
  cookie: string;
  voucherId: number;
}

function sessionCookie(response: Response): string {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    if (pair?.startsWith(`${SESSION_COOKIE}=`)) return pair;
  }
  throw new Error(`no session cookie (status ${String(response.status)})`);
}

/** `bench-member-<index>@example.com`, signed up, logged in and activated with `code`. */
export async function signUpLogInAndActivate(
  baseUrl: string,
  index: number,
  code: string,
): Promise<SignedUpMember> {
  const headers = jsonHeaders(baseUrl);
  const email = `bench-member-${String(index)}@example.com`;
  const password = `Bench#Member${String(index)}x`;
  const created = await fetch(`${baseUrl}${AccountApi.createAccount.path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ emailAddress: email, password, IsMobilePlus: false }),
  });
  if (!created.ok) throw new Error(`sign-up answered ${String(created.status)}`);
  const login = await fetch(`${baseUrl}${AccountApi.login.path}`, {
    method: 'POST',
    headers: { ...headers, authorization: encodeBasicAuth({ email, password }) },
    body: '',
  });
  if (!login.ok) throw new Error(`login answered ${String(login.status)}`);
  const cookie = sessionCookie(login);
  const activated = await fetch(`${baseUrl}${ActivationApi.activate.path}`, {
    method: 'POST',
    headers: jsonHeaders(baseUrl, cookie),
    body: JSON.stringify({ code }),
  });
  if (!activated.ok) throw new Error(`activate answered ${String(activated.status)}`);
  const profile = profileSchema.parse(await activated.json());
  if (profile.activationVoucherId === null) throw new Error('activation gave no voucher');
  return { email, password, cookie, voucherId: profile.activationVoucherId };
}
