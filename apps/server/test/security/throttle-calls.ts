import { AccountApi, encodeBasicAuth } from '@citybook/contract';
import type { TestApp } from '../helpers/test-app.ts';
import { json } from './set-up.ts';

/** Client addresses under `prefix` (`10.33`), a new one each call: no other test uses them. */
export function addressesUnder(prefix: string): () => string {
  let next = 1;
  return () => `${prefix}.${Math.floor(next / 250)}.${(next++ % 250) + 1}`;
}

/** A login with `email` and `password` from `address`, as the app sends it. */
export function loginFrom(app: TestApp, email: string, password: string, address: string) {
  return app.app.inject({
    method: 'POST',
    url: AccountApi.login.path,
    headers: { ...json, authorization: encodeBasicAuth({ email, password }) },
    payload: '{}',
    remoteAddress: address,
  });
}
