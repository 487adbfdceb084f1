import { describe, expect, it } from 'vitest';
import {
  isAbsoluteHttpUrl,
  isBookExpired,
  merchantGetAllQuerySchema,
  moreCouponsText,
  websiteHref,
} from './merchant.ts';

describe('merchant rules', () => {
  it('counts the further coupons', () => {
    expect(moreCouponsText(0)).toBeNull();
    expect(moreCouponsText(1)).toBeNull();
    expect(moreCouponsText(2)).toBe('Plus 1 more coupon');
    expect(moreCouponsText(4)).toBe('Plus 3 more coupons');
  });

  it('treats the book as expired from its expiration moment on', () => {
    const end = '2026-03-01T00:00:00.000Z';
    expect(isBookExpired(end, new Date('2026-02-28T23:59:59Z'))).toBe(false);
    expect(isBookExpired(end, new Date(end))).toBe(true);
    expect(isBookExpired(null)).toBe(false);
  });

  it('prefixes a website without http', () => {
    expect(websiteHref('www.bistro.example')).toBe('http://www.bistro.example');
    expect(websiteHref('https://bistro.example')).toBe('https://bistro.example');
    expect(websiteHref('HTTP://BISTRO.EXAMPLE')).toBe('HTTP://BISTRO.EXAMPLE');
  });

  it('shows link redemption only for absolute http(s) URLs', () => {
    expect(isAbsoluteHttpUrl('https://deals.example/x')).toBe(true);
    expect(isAbsoluteHttpUrl('http://deals.example')).toBe(true);
    expect(isAbsoluteHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isAbsoluteHttpUrl('/relative/path')).toBe(false);
    expect(isAbsoluteHttpUrl('deals.example')).toBe(false);
  });

  it('reads the list query with boolean flags and optional position', () => {
    expect(merchantGetAllQuerySchema.parse({ marketId: '2', groupByFranchisor: 'true' })).toEqual({
      marketId: 2,
      groupByFranchisor: true,
      ignoreMarketRadius: false,
      shared: false,
    });
    // The web app's member-independent list (ADR 0020).
    expect(merchantGetAllQuerySchema.parse({ marketId: '2', shared: 'true' }).shared).toBe(true);
    expect(merchantGetAllQuerySchema.safeParse({ marketId: '2', shared: '1' }).success).toBe(false);
    expect(merchantGetAllQuerySchema.safeParse({ marketId: '2', latitude: '91' }).success).toBe(
      false,
    );
    expect(merchantGetAllQuerySchema.safeParse({ marketId: 'x' }).success).toBe(false);
  });
});
