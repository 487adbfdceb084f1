import { AccountApi } from '@citybook/contract/account';
import { AppApi } from '@citybook/contract/app';
import { RedemptionApi } from '@citybook/contract/redemption';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { announceUpdate } from '../../features/app/pwa/worker-update.ts';
import { captureVariant } from '../../lib/variant.ts';
import { profile } from '../../testing/fixtures.ts';
import { apiReply } from '../../testing/mocks/http-from-contract.ts';
import { server } from '../../testing/mocks/server.ts';
import { createTestQueryClient } from '../../testing/query-client.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { signalSession } from '../../testing/session.ts';
import { createRoutes } from '../router.tsx';
import { UpdateReadyText } from '../../features/app/update-ready-text.ts';

function renderSavings() {
  signalSession();
  localStorage.setItem('citybook.profile', JSON.stringify(profile));
  const queryClient = createTestQueryClient();
  return renderRoutes(createRoutes(queryClient), {
    initialEntries: ['/account/savings'],
    queryClient,
  });
}

const savingsAnswers = [
  apiReply(AccountApi.getProfile, profile),
  apiReply(RedemptionApi.getRedemptions, []),
];

describe('a new version of the web app (issue #16)', () => {
  it('is offered on a member page, with Reload', async () => {
    server.use(...savingsAnswers);
    renderSavings();
    expect(await screen.findByRole('heading', { level: 1, name: 'Savings Tracker' })).toBeVisible();
    const apply = vi.fn();
    act(() => {
      announceUpdate(apply);
    });
    const reload = await screen.findByRole('button', { name: UpdateReadyText.reload });
    expect(screen.getByText(UpdateReadyText.message)).toBeVisible();
    act(() => {
      reload.click();
    });
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('gives way to update required (444) in an app older than allowed', async () => {
    captureVariant('?mobilePlus=true');
    vi.stubGlobal('CitybookAndroid', { postMessage: vi.fn() });
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 CitybookApp/1.9.3',
    );
    server.use(
      ...savingsAnswers,
      apiReply(
        AppApi.getMinimumVersion,
        { os: 'android', minimumVersion: '1.10.0' },
        { params: { os: 'android' } },
      ),
    );
    act(() => {
      announceUpdate(vi.fn());
    });
    renderSavings();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Update Required' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByText(UpdateReadyText.message)).not.toBeInTheDocument();
  });
});
