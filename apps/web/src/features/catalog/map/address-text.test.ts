import { describe, expect, it } from 'vitest';
import { aMerchant } from '../../../testing/catalog-browse-fixtures.ts';
import { addressText } from './address-text.ts';

describe('addressText', () => {
  it('writes the address on one line', () => {
    expect(addressText(aMerchant(1))).toBe('1 Main St, Springfield, IL 62701');
    expect(addressText(aMerchant(1, { address2: 'Suite 4' }))).toBe(
      '1 Main St Suite 4, Springfield, IL 62701',
    );
  });
});
