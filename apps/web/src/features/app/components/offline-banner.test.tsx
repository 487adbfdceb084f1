import { OfflineText } from '@citybook/contract';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './offline-banner.tsx';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('OfflineBanner', () => {
  it('says the device is offline while it is, in a live region', () => {
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(OfflineText.banner);
    goOffline(false);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows at once on a page opened offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByText(OfflineText.banner)).toBeVisible();
  });
});
