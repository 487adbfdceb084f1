import { describe, expect, it } from 'vitest';
import { normalizeVerificationCode } from './verification-code-input.ts';
import * as z from 'zod/mini';
import { newVerificationCode } from './new-verification-code.ts';
import { VERIFICATION_CODE_ALPHABET, verificationCodeSchema } from './verification-code.ts';

describe('verification codes', () => {
  it('have no look-alike characters', () => {
    expect(VERIFICATION_CODE_ALPHABET).toHaveLength(32);
    for (const lookAlike of ['O', 'I', 'L', 'U']) {
      expect(VERIFICATION_CODE_ALPHABET).not.toContain(lookAlike);
    }
  });

  it('read what staff type: any case, spaces, dashes, O for 0, I and L for 1', () => {
    expect(normalizeVerificationCode('k7p-2qx')).toBe('K7P2QX');
    expect(normalizeVerificationCode(' ab0 1cd ')).toBe('AB01CD');
    expect(normalizeVerificationCode('abOiLc')).toBe('AB011C');
  });

  it('refuse what cannot be a code', () => {
    expect(normalizeVerificationCode('K7P2Q')).toBeUndefined();
    expect(normalizeVerificationCode('K7P2QXY')).toBeUndefined();
    expect(normalizeVerificationCode('UUUUUU')).toBeUndefined();
    expect(normalizeVerificationCode('K7P2Q!')).toBeUndefined();
  });
});

describe('verificationCodeSchema', () => {
  it('takes exactly the codes of the alphabet', () => {
    expect(z.safeParse(verificationCodeSchema, 'K7P2QX').success).toBe(true);
    for (const char of VERIFICATION_CODE_ALPHABET) {
      expect(z.safeParse(verificationCodeSchema, char.repeat(6)).success, char).toBe(true);
    }
    for (const bad of ['K7P2Q', 'k7p2qx', 'K7P2QO', 'IIIIII', 'LLLLLL', 'UUUUUU']) {
      expect(z.safeParse(verificationCodeSchema, bad).success, bad).toBe(false);
    }
  });
});

describe('newVerificationCode', () => {
  it('makes codes in their written form, spread over the alphabet', () => {
    const codes = Array.from({ length: 2000 }, newVerificationCode);
    for (const code of codes) expect(normalizeVerificationCode(code)).toBe(code);
    expect(new Set(codes.join('')).size).toBe(32);
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });
});
