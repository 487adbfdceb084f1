import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address-key.ts';

describe('the address a per-address limit counts', () => {
  it('is the /64 of an IPv6 address, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    expect(clientAddressKey('2001:db8:1:2:aaaa::1')).toBe(key);
    expect(clientAddressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(key);
  });

  it('is an IPv4 address itself, IPv4-mapped or not', () => {
    expect(clientAddressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientAddressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientAddressKey('192.0.2.8')).not.toBe('192.0.2.7');
  });
});
