import { describe, expect, it } from 'vitest';
import {
  formatActivationCode,
  isValidActivationCode,
  normalizeActivationCode,
} from './activation-code.ts';

describe('activation code', () => {
  it('strips non-alphanumerics and groups by four', () => {
    expect(formatActivationCode('ab12 cd34-ef56.gh78')).toBe('AB12-CD34-EF56-GH78');
    expect(normalizeActivationCode('ab12-cd34')).toBe('AB12CD34');
  });

  it.each([
    ['16 characters', 'AB12CD34EF56GH78', true],
    ['8 characters', 'AB12-CD34', true],
    ['12 characters', 'AB12CD34EF56', false],
    ['7 characters', 'AB12CD3', false],
    ['17 characters', 'AB12CD34EF56GH789', false],
  ])('is valid with %s: %s', (_label, code, valid) => {
    expect(isValidActivationCode(code)).toBe(valid);
  });
});
