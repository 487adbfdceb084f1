import { uniqueEmail } from '../factories/user.ts';

// Values that only exist at run time (ids, the member's email) are generated as `@@name`
// placeholders and filled in just before the request is sent.

export interface Context {
  memberEmail: string;
  memberPassword: string;
  voucherId: number;
  marketId: number;
  categoryId: number;
  merchantId: number;
  franchisorId: number;
  offerId: number;
  codes: string[];
}

let context: Context | undefined;

export function setContext(values: Context): void {
  context = values;
}

/** The run's values; fails loudly when a test file forgot `setUpHostileRun`. */
export function runContext(): Context {
  if (!context) throw new Error('The hostile-input run is not set up yet');
  return context;
}

export const placeholder = (name: keyof Context | 'code' | 'freshEmail') => `@@${name}`;

export function fill(value: unknown): unknown {
  if (typeof value !== 'string' || !value.startsWith('@@')) return value;
  const name = value.slice(2);
  if (name === 'code') return runContext().codes.pop() ?? 'ABCD-EFGH-JKMN-PQRS';
  if (name === 'freshEmail') return uniqueEmail('fuzz');
  return name in runContext() ? runContext()[name as keyof Context] : value;
}

export const fillJson = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) => fill(item));
