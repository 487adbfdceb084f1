import { describe, expect, it } from 'vitest';
import { POSTAL_CODE_PATTERN } from '../account/patterns.ts';
import { formatPhone, isValidPhone } from './phone.ts';

describe('phone', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234567', '(555) 123-4567'],
    ['+1 (555) 123-4567 ext', '(555) 123-4567'],
    ['+1 512 555 1234', '(512) 555-1234'],
    ['15125551234', '(512) 555-1234'],
    ['1', ''],
  ])('formats %j as %j', (input, formatted) => {
    expect(formatPhone(input)).toBe(formatted);
  });

  it('is valid only with ten digits', () => {
    expect(isValidPhone('555-123-4567')).toBe(true);
    expect(isValidPhone('555-123-456')).toBe(false);
  });
});

describe('postal code', () => {
  it.each([
    ['12345', true],
    ['12345-6789', true],
    ['1234', false],
    ['12345-678', false],
    ['ABCDE', false],
  ])('%s is valid: %s', (code, valid) => {
    expect(POSTAL_CODE_PATTERN.test(code)).toBe(valid);
  });
});
