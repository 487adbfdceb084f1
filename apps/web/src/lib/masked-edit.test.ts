import { describe, expect, it } from 'vitest';
import { applyMask } from './masked-edit.ts';
import { phoneMask } from './masks.ts';

/** `|` marks the caret in the raw value the browser reports and in the expected result. */
function edit(mask: typeof phoneMask, previous: string, rawWithCaret: string, deleting = false) {
  const caret = rawWithCaret.indexOf('|');
  const raw = rawWithCaret.replace('|', '');
  const result = applyMask(mask, previous, raw, caret, deleting ? 'backward' : null);
  return `${result.value.slice(0, result.caret)}|${result.value.slice(result.caret)}`;
}

describe('applyMask: phone', () => {
  it('formats as typed with the caret after the last digit', () => {
    expect(edit(phoneMask, '(555', '(5551|')).toBe('(555) 1|');
    expect(edit(phoneMask, '', '5|')).toBe('(5|');
  });

  it('keeps the caret after a digit typed in the middle', () => {
    expect(edit(phoneMask, '(512) 555-1234', '(519|2) 555-1234')).toBe('(519|) 255-5123');
    expect(edit(phoneMask, '(512) 555-123', '(512) 59|55-123')).toBe('(512) 59|5-5123');
  });

  it('deletes the digit before ")" on Backspace just after it', () => {
    expect(edit(phoneMask, '(512) 555-1234', '(512| 555-1234', true)).toBe('(51|5) 551-234');
  });

  it('deletes the digit before "-" on Backspace just after it', () => {
    expect(edit(phoneMask, '(512) 555-1234', '(512) 555|1234', true)).toBe('(512) 55|1-234');
  });

  it('keeps the caret where a middle digit was deleted', () => {
    expect(edit(phoneMask, '(512) 555-1234', '(512) 5|5-1234', true)).toBe('(512) 5|51-234');
  });

  it('strips a leading country code 1, typed or pasted', () => {
    expect(edit(phoneMask, '', '+1 512 555 1234|')).toBe('(512) 555-1234|');
    expect(edit(phoneMask, '', '1|')).toBe('|');
  });
});
