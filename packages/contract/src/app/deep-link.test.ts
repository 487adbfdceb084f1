import { describe, expect, it } from 'vitest';
import { nativeAppUrl } from './deep-link.ts';

describe('nativeAppUrl', () => {
  it('hands the path and query string to the app scheme unchanged', () => {
    expect(nativeAppUrl('offers/offer/4/9', '?share=1&x=a%20b')).toBe(
      'citybook://offers/offer/4/9?share=1&x=a%20b',
    );
    expect(nativeAppUrl('', '')).toBe('citybook://');
  });
});
