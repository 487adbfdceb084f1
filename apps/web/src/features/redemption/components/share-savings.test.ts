import { ShareText } from '@citybook/contract';
import { describe, expect, it, vi } from 'vitest';
import { savingsShare, shareLinks, shareSavings } from './share-savings.ts';

const share = savingsShare('Luigi’s Bistro', 12.5, 'https://citybook.example');

describe('savingsShare', () => {
  it('names the merchant and the savings with the hashtag and links the savings page', () => {
    expect(share).toEqual({
      text: ShareText.message('Luigi’s Bistro', 12.5),
      url: 'https://citybook.example/savings',
    });
    expect(share.text).toBe(
      'I just saved $12.50 at Luigi’s Bistro with Citybook! #CitybookSavings',
    );
  });

  it("uses the page's own origin by default", () => {
    expect(savingsShare('Bean There', 3).url).toBe(`${window.location.origin}/savings`);
  });

  // Issue #32 item 12: the share link pointed to a page that needs a login.
  it('links the public savings page, not the member-only Savings Tracker', () => {
    expect(new URL(share.url).pathname).toBe('/savings');
    expect(share.url).not.toContain('/account/');
  });
});

describe('shareLinks', () => {
  it('builds the Facebook, X and SMS addresses with the text and link encoded', () => {
    const links = shareLinks(share);

    const facebook = new URL(links.facebook);
    expect(facebook.origin + facebook.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(facebook.searchParams.get('u')).toBe(share.url);
    expect(facebook.searchParams.get('quote')).toBe(share.text);

    const x = new URL(links.x);
    expect(x.origin + x.pathname).toBe('https://twitter.com/intent/tweet');
    expect(x.searchParams.get('text')).toBe(share.text);
    expect(x.searchParams.get('url')).toBe(share.url);

    expect(links.sms).toBe(
      'sms:?&body=I%20just%20saved%20%2412.50%20at%20Luigi%E2%80%99s%20Bistro%20with%20Citybook!%20%23CitybookSavings%20https%3A%2F%2Fcitybook.example%2Fsavings',
    );
  });
});

describe('shareSavings', () => {
  it("uses the device's share sheet when there is one", async () => {
    const sheet = { share: vi.fn(() => Promise.resolve()) };

    await expect(shareSavings(share, sheet)).resolves.toBe('shared');
    expect(sheet.share).toHaveBeenCalledWith({ text: share.text, url: share.url });
  });

  it('reports that there is no share sheet', async () => {
    await expect(shareSavings(share, {})).resolves.toBe('unsupported');
  });

  it('treats the user closing the share sheet as no failure', async () => {
    const sheet = {
      share: vi.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError'))),
    };

    await expect(shareSavings(share, sheet)).resolves.toBe('cancelled');
  });

  it('passes any other failure on', async () => {
    const failure = new DOMException('Not allowed', 'NotAllowedError');
    const sheet = { share: vi.fn(() => Promise.reject(failure)) };

    await expect(shareSavings(share, sheet)).rejects.toBe(failure);
  });
});
