import { describe, expect, it } from 'vitest';
import { percentDecoded, redactCardNumbers } from './card-number-text.ts';

describe('redactCardNumbers', () => {
  it('blanks Luhn-valid numbers of 12 to 19 digits, grouped by spaces, dashes, dots or +', () => {
    for (const card of [
      '4242424242424242',
      '4242 4242 4242 4242',
      '4242-4242-4242-4242',
      '4242+4242+4242+4242',
      '378282246310005',
      '6011 0009 9013 9424',
      '4000 0566 5566 5556 006',
    ]) {
      expect(redactCardNumbers(`card ${card} refused`), card).toBe('card [redacted] refused');
    }
  });

  it('blanks them whatever single character splits the groups (issue 27, finding 11)', () => {
    for (const separator of ['/', '\t', '\u2013', '\u2014', '\u2212', '\u00a0', '_', ',', '\\']) {
      const card = ['4242', '4242', '4242', '4242'].join(separator);
      expect(redactCardNumbers(`card ${card} refused`), card).toBe('card [redacted] refused');
    }
  });

  it('finds a number inside a longer run of digits', () => {
    expect(redactCardNumbers('4242 4242 4242 4242 12 28')).toBe('[redacted]');
    expect(redactCardNumbers(`x${'9'.repeat(6)}4242424242424242${'1'.repeat(5)}`)).toBe(
      'x[redacted]',
    );
  });

  it('keeps Luhn-invalid, short and unrelated numbers', () => {
    for (const text of ['4242424242424241', '4242 4242 424', 'zip 78701, id 12345', '2026-11-24']) {
      expect(redactCardNumbers(text)).toBe(text);
    }
  });
});

describe('percentDecoded', () => {
  it('undoes escapes, twice-encoded and non-UTF-8 ones too', () => {
    expect(percentDecoded('%34%32')).toBe('42');
    expect(percentDecoded('%2534')).toBe('4');
    expect(percentDecoded('%ff%34')).toBe('\u00ff4');
    expect(percentDecoded('no escapes')).toBe('no escapes');
  });
});
