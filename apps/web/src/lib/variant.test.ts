import { describe, expect, it } from 'vitest';
import { appTitle } from './app-title.ts';
import { captureVariant, isMobilePlusSession } from './variant.ts';

describe('subscription variant', () => {
  it('is the book variant, titled Citybook, by default', () => {
    captureVariant('?other=1');
    expect(isMobilePlusSession()).toBe(false);
    expect(appTitle()).toBe('Citybook');
    expect(document.documentElement).not.toHaveAttribute('data-mobile-plus');
  });

  it('marks the session once ?mobilePlus=true was seen, for the rest of the session', () => {
    captureVariant('?mobilePlus=true');
    captureVariant('');
    captureVariant('?mobilePlus=false');

    expect(isMobilePlusSession()).toBe(true);
    expect(appTitle()).toBe('Citybook Mobile +');
    // The theme's accent for the variant hangs on this mark.
    expect(document.documentElement).toHaveAttribute('data-mobile-plus');
  });
});
