import { OfflineText } from '@citybook/contract';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConnectionNeeded } from './connection-needed.tsx';

describe('ConnectionNeeded', () => {
  it('says the page needs a connection only while the device is offline', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<ConnectionNeeded message={OfflineText.loginNeedsConnection} />);
    expect(screen.getByRole('alert')).toHaveTextContent(OfflineText.loginNeedsConnection);
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
