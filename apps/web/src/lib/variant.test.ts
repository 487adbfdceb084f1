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

  it("gives the browser's bar the variant's accent", () => {
    const meta = document.head.appendChild(
      Object.assign(document.createElement('meta'), { name: 'theme-color', content: '#0079c2' }),
    );
    const theme = document.head.appendChild(document.createElement('style'));
    theme.textContent =
      ':root { --color-primary: #0079c2 } :root[data-mobile-plus] { --color-primary: #6a2c91 }';
    try {
      captureVariant('?mobilePlus=true');
      expect(meta.content).toBe('#6a2c91');
    } finally {
      meta.remove();
      theme.remove();
    }
  });
});
