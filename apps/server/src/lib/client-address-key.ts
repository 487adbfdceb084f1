import ipaddr from 'ipaddr.js';

/**
 * The part of a client's address that a per-address limit counts (issue 27 finding 8): an IPv6
 * client is given a whole /64 (one home or phone gets 2⁶⁴ addresses to rotate through), so the
 * limit counts the /64; an IPv4 address, written plainly or IPv4-mapped, counts as itself.
 */
export function clientAddressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`);
  return `${prefix.toString()}/64`;
}
