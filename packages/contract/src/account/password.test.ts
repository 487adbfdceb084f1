import { describe, expect, it } from 'vitest';
import {
  isValidPassword,
  passwordSchema,
  PASSWORD_RULE_MESSAGE,
  PASSWORD_RULE_PARTS,
} from './password.ts';

describe('password rule', () => {
  it.each(['Guest#Citybook1', 'abc12345#', 'a1-aaaaa', `A1!${'x'.repeat(22)}`])(
    'accepts %s',
    (password) => {
      expect(isValidPassword(password)).toBe(true);
    },
  );

  it.each([
    ['too short', 'a1#aaaa'],
    ['too long', `A1!${'x'.repeat(23)}`],
    ['no digit', 'abcdefg#'],
    ['no letter', '1234567#'],
    ['no special character', 'abcdefg1'],
    ['a special character outside the list', 'abcdefg1~'],
  ])('rejects a password with %s', (_reason, password) => {
    expect(isValidPassword(password)).toBe(false);
  });

  it('reports the spec message', () => {
    const result = passwordSchema.safeParse('short');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PASSWORD_RULE_MESSAGE);
  });

  it.each([
    'Guest#Citybook1',
    'abc12345#',
    'a1#aaaa',
    `A1!${'x'.repeat(23)}`,
    'abcdefg#',
    '1234567#',
    'abcdefg1',
    'abcdefg1~',
  ])('issue 32 item 7: the parts shown to the member together are the rule (%s)', (password) => {
    const allMet = PASSWORD_RULE_PARTS.every((part) => part.pattern.test(password));
    expect(allMet).toBe(isValidPassword(password));
  });
});
