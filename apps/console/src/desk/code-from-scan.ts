import { normalizeVerificationCode } from '@citybook/contract/redemption';

/**
 * The verification code in what a scan read (MERCHANT-4): the counter screen's QR holds the
 * address of `/verify/{code}` (REDEEM-11); a bare code is taken too. Undefined: no code in it.
 */
export function codeFromScan(text: string): string | undefined {
  const trimmed = text.trim();
  const match = /\/verify\/([^/?#]+)\/?(?:[?#].*)?$/.exec(trimmed);
  return normalizeVerificationCode(match ? decodeURIComponent(match[1]!) : trimmed);
}
