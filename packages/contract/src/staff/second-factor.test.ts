import { describe, expect, it } from 'vitest';
import {
  enrolmentCodeFormSchema,
  isTotpCode,
  normalizeRecoveryCode,
  RecoveryCodes,
} from './second-factor.ts';

describe('the code step’s two kinds of code (OPERATOR-3, OPERATOR-5)', () => {
  it('takes six digits as an authenticator code, anything else as a recovery code', () => {
    expect(isTotpCode('123456')).toBe(true);
    expect(isTotpCode(' 123456 ')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('abcde-fghjk')).toBe(false);
  });

  it('compares recovery codes without case, spaces or hyphens', () => {
    expect(normalizeRecoveryCode(' ABCDE-fghjk ')).toBe('abcdefghjk');
    expect(normalizeRecoveryCode('abcde fghjk')).toBe('abcdefghjk');
    expect(normalizeRecoveryCode('abcde-fghjk')).toHaveLength(RecoveryCodes.length);
  });

  it('has no look-alike characters in the recovery code alphabet', () => {
    for (const character of '01ilo') expect(RecoveryCodes.alphabet).not.toContain(character);
  });

  it('ends an enrolment only with six digits', () => {
    expect(enrolmentCodeFormSchema.safeParse({ code: ' 654321 ' }).success).toBe(true);
    expect(enrolmentCodeFormSchema.safeParse({ code: 'abcde-fghjk' }).success).toBe(false);
  });
});
