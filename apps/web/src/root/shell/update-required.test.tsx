import { UPDATE_REQUIRED_MESSAGE } from '@citybook/contract';
import { AppApi } from '@citybook/contract/app';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { minimumVersionQueryOptions } from '../../features/app/api/get-minimum-version.ts';
import { appStoreLinks } from '../../lib/external-links.ts';
import { captureVariant } from '../../lib/variant.ts';
import { apiReply } from '../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../testing/mocks/requests.ts';
import { server } from '../../testing/mocks/server.ts';
import { createTestQueryClient } from '../../testing/query-client.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { createRoutes } from '../router.tsx';

const androidMinimum = apiReply(
  AppApi.getMinimumVersion,
  { os: 'android', minimumVersion: '1.10.0' },
  { params: { os: 'android' } },
);

function inAndroidApp(version: string) {
  vi.stubGlobal('CitybookAndroid', { postMessage: vi.fn() });
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
    `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 CitybookApp/${version}`,
  );
}

function renderApp() {
  const queryClient = createTestQueryClient();
  return renderRoutes(createRoutes(queryClient), {
    initialEntries: ['/account/login'],
    queryClient,
  });
}

describe('update required (APP-10)', () => {
  it('replaces every page in the subscription app older than the minimum', async () => {
    captureVariant('?mobilePlus=true');
    inAndroidApp('1.9.3');
    server.use(androidMinimum);
    const requests = recordRequests();
    renderApp();

    // The screen is loaded lazily (ADR 0005): its first import may take a while under load.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Update Required' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText(UPDATE_REQUIRED_MESSAGE)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Update the app' })).toHaveAttribute(
      'href',
      appStoreLinks.playStore,
    );
    expect(screen.queryByRole('heading', { name: 'Log in to Citybook' })).not.toBeInTheDocument();
    // Every call names the app, so the server can refuse an outdated one (444).
    const headers = new Headers(requests.mock.calls[0]?.[1].headers);
    expect(headers.get('x-app-platform')).toBe('android');
    expect(headers.get('x-app-version')).toBe('1.9.3');
  });

  it('lets a current app through', async () => {
    captureVariant('?mobilePlus=true');
    inAndroidApp('1.10.0');
    server.use(androidMinimum);
    const { queryClient } = renderApp();

    await waitFor(() => {
      expect(
        queryClient.getQueryData(minimumVersionQueryOptions('android').queryKey),
      ).toBeDefined();
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Log in to Citybook' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Update Required' })).not.toBeInTheDocument();
  });

  it('does not ask outside the subscription app', async () => {
    inAndroidApp('1.0.0');
    const requests = recordRequests();
    renderApp();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to Citybook' }),
    ).toBeVisible();
    expect(requests).not.toHaveBeenCalled();
  });
});
