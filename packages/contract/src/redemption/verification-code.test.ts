import { describe, expect, it } from 'vitest';
import { normalizeVerificationCode, VERIFICATION_CODE_ALPHABET } from './verification-code.ts';

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
