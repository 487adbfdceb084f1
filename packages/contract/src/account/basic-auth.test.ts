import { describe, expect, it } from 'vitest';
import { decodeBasicAuth, encodeBasicAuth } from './basic-auth.ts';

describe('basic authorization header', () => {
  it('round-trips credentials, including colons and non-ASCII in the password', () => {
    const credentials = { email: 'ana@example.com', password: 'pä:ss#W0rd' };
    expect(decodeBasicAuth(encodeBasicAuth(credentials))).toEqual(credentials);
  });

  it('matches the standard encoding', () => {
    expect(encodeBasicAuth({ email: 'a@b.co', password: 'x' })).toBe(
      `Basic ${Buffer.from('a@b.co:x').toString('base64')}`,
    );
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['another scheme', 'Bearer abc'],
    ['no token', 'Basic '],
    ['not base64', 'Basic %%%%'],
    ['no colon', `Basic ${btoa('nocolon')}`],
    ['no email', `Basic ${btoa(':secret')}`],
    ['no password', `Basic ${btoa('a@b.co:')}`],
    ['invalid UTF-8', `Basic ${Buffer.from([0xff, 0x3a, 0x61]).toString('base64')}`],
  ])('rejects a header that is %s', (_reason, header) => {
    expect(decodeBasicAuth(header)).toBeNull();
  });
});
