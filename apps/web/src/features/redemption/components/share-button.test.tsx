import { ShareText } from '@citybook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAccountPage } from '../../../testing/account-helpers.ts';
import { ShareButton } from './share-button.tsx';

const TEXT = ShareText.message('Luigi’s Bistro', 12);
const URL_SHARED = `${window.location.origin}/savings`;

function stubShareSheet(share: (data: ShareData) => Promise<void>) {
  const mock = vi.fn(share);
  Object.defineProperty(navigator, 'share', { value: mock, configurable: true });
  return mock;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

function renderButton() {
  void 0;
  return renderAccountPage(
    '/account/savings',
    <ShareButton
      merchantName="Luigi’s Bistro"
      savings={12}
      aria-label="Share your savings at Luigi’s Bistro"
    />,
  );
}

describe('ShareButton', () => {
  it("shares the message and the savings page through the device's share sheet", async () => {
    const share = stubShareSheet(() => Promise.resolve());
    const { user } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Share your savings at Luigi’s Bistro' }));

    expect(share).toHaveBeenCalledExactlyOnceWith({ text: TEXT, url: URL_SHARED });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says nothing when the user closes the share sheet', async () => {
    stubShareSheet(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const { user } = renderButton();

    await user.click(screen.getByRole('button', { name: /Share/ }));

    await waitFor(() => {
      expect(screen.getByRole('button', { name: /Share/ })).toBeEnabled();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('explains a failed share', async () => {
    stubShareSheet(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    const { user } = renderButton();

    await user.click(screen.getByRole('button', { name: /Share/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveAccessibleDescription(ShareText.failed);
  });

  it('offers Facebook, X and SMS when the device has no share sheet', async () => {
    const { user } = renderButton();

    await user.click(screen.getByRole('button', { name: /Share/ }));

    const dialog = screen.getByRole('dialog', { name: 'Share your savings' });
    const facebook = within(dialog).getByRole('link', { name: 'Share on Facebook' });
    const facebookUrl = new URL(facebook.getAttribute('href') ?? '');
    expect(facebookUrl.hostname).toBe('www.facebook.com');
    expect(facebookUrl.searchParams.get('u')).toBe(URL_SHARED);
    expect(facebookUrl.searchParams.get('quote')).toBe(TEXT);
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    const x = new URL(
      within(dialog).getByRole('link', { name: 'Share on X' }).getAttribute('href') ?? '',
    );
    expect(x.hostname).toBe('twitter.com');
    expect(x.searchParams.get('text')).toBe(TEXT);
    expect(x.searchParams.get('url')).toBe(URL_SHARED);
    expect(within(dialog).getByRole('link', { name: 'Share by SMS' })).toHaveAttribute(
      'href',
      `sms:?&body=${encodeURIComponent(`${TEXT} ${URL_SHARED}`)}`,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
