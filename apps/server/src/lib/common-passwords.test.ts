import { isValidPassword } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it.each(['Password1!', 'P@ssw0rd', 'qwerty123#', 'Iloveyou2$', 'Summer2024!', 'abcd123#'])(
    'refuses %s, which meets the spec rule but is guessed first',
    (password) => {
      expect(isValidPassword(password)).toBe(true);
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['Member#Pass1', 'Guest#Citybook1', 'tr0ub4dor&3x#', 'Brand#New1', 'Kq7#vLm2pZ'])(
    'accepts %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
