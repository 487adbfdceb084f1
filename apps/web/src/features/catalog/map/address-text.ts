import type { Merchant } from '@citybook/contract/catalog';

type Address = Pick<Merchant, 'address1' | 'address2' | 'city' | 'state' | 'zip'>;

/** A location's address on one line, as the map's info window and list show it. */
export function addressText(merchant: Address): string {
  const street = [merchant.address1, merchant.address2].filter(Boolean).join(' ');
  return `${street}, ${merchant.city}, ${merchant.state} ${merchant.zip}`;
}
