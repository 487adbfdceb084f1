import { describe, expect, it } from 'vitest';
import { applyMask } from '../../lib/masked-edit.ts';
import type { Mask } from '../../lib/masked-edit.ts';
import { activationCodeMask } from './activation-code-mask.ts';

/** `|` marks the caret in the raw value the browser reports and in the expected result. */
function edit(mask: Mask, previous: string, rawWithCaret: string, deleting = false) {
  const caret = rawWithCaret.indexOf('|');
  const raw = rawWithCaret.replace('|', '');
  const result = applyMask(mask, previous, raw, caret, deleting ? 'backward' : null);
  return `${result.value.slice(0, result.caret)}|${result.value.slice(result.caret)}`;
}

describe('applyMask: activation code', () => {
  it('keeps the caret after a character typed in the middle', () => {
    expect(edit(activationCodeMask, 'ABCD-EFGH', 'ABxC|D-EFGH')).toBe('ABXC|-DEFG-H');
  });

  it('moves past the dash when a group fills', () => {
    expect(edit(activationCodeMask, 'ABC', 'ABCD|')).toBe('ABCD|');
    expect(edit(activationCodeMask, 'ABCD', 'ABCDe|')).toBe('ABCD-E|');
  });

  it('deletes the character before a dash on Backspace just after it', () => {
    expect(edit(activationCodeMask, 'ABCD-EFGH', 'ABCD|EFGH', true)).toBe('ABC|E-FGH');
  });

  it('stops at 16 characters', () => {
    expect(edit(activationCodeMask, 'ABCD-EFGH-IJKL-MNOP', 'ABCD-EFGH-IJKL-MNOPQ|')).toBe(
      'ABCD-EFGH-IJKL-MNOP|',
    );
  });
});
