import { normalizeVerificationCode } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { newVerificationCode } from './verification-code.ts';

describe('newVerificationCode', () => {
  it('makes codes in their written form, spread over the alphabet', () => {
    const codes = Array.from({ length: 2000 }, newVerificationCode);
    for (const code of codes) expect(normalizeVerificationCode(code)).toBe(code);
    expect(new Set(codes.join('')).size).toBe(32);
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });
});
