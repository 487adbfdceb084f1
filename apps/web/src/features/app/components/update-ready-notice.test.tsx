import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpdateReadyNotice } from './update-ready-notice.tsx';
import { UpdateReadyText } from '../update-ready-text.ts';

describe('UpdateReadyNotice', () => {
  it('tells the member a new version is ready and reloads into it on their choice', async () => {
    const reload = vi.fn();
    render(<UpdateReadyNotice onReload={reload} />);
    expect(screen.getByRole('status')).toHaveTextContent(UpdateReadyText.message);
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: UpdateReadyText.reload }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
