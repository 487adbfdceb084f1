import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * ASVS 6.2.4, the compensating control for ACCOUNT-10's composition rule (docs/security): about
 * 49,000 common passwords from zxcvbn-ts's maintained list. The list's entries rarely meet the
 * spec's rule, so a password is matched by its guessable core too: lower-cased, without the
 * digits and symbols tacked on at the end, and with the usual letter-for-symbol swaps undone
 * ("P@ssw0rd1!" is "password").
 */
const COMMON = new Set(dictionary['passwords-common']);

const SWAPS: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};

function unswapped(text: string): string {
  return text.replace(/[@430!1$57]/g, (character) => SWAPS[character] ?? character);
}

function candidates(password: string): string[] {
  const lower = password.toLowerCase();
  const withoutSymbols = lower.replace(/[^a-z0-9]+$/, '');
  const core = lower.replace(/[^a-z]+$/, '').replace(/^[^a-z]+/, '');
  return [lower, withoutSymbols, core, unswapped(lower), unswapped(withoutSymbols)];
}

export function isCommonPassword(password: string): boolean {
  return candidates(password).some((candidate) => candidate.length > 0 && COMMON.has(candidate));
}
