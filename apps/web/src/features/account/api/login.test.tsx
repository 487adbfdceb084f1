import { AccountApi, GUEST_EMAIL, GUEST_PASSWORD } from '@citybook/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { profile } from '../../../testing/fixtures.ts';
import { createTestQueryClient } from '../../../testing/query-client.ts';
import { profileQueryKey } from './get-profile.ts';
import { useLogin } from './login.ts';

const credentials = { email: GUEST_EMAIL, password: GUEST_PASSWORD };

function renderLogin() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useLogin(), { wrapper }) };
}

describe('useLogin', () => {
  it('saves the profile and hands the credentials to a native shell', async () => {
    const postMessage = vi.fn();
    vi.stubGlobal('ReactNativeWebView', { postMessage });
    server.use(apiReply(AccountApi.login, profile));
    const { result, queryClient } = renderLogin();

    await act(() => result.current.mutateAsync(credentials));

    expect(queryClient.getQueryData(profileQueryKey)).toEqual(profile);
    expect(JSON.parse(localStorage.getItem('citybook.profile') ?? 'null')).toEqual(profile);
    expect(postMessage).toHaveBeenCalledWith(
      JSON.stringify({ type: 'LogInComplete', credentials }),
    );
  });

  it('sends nothing to a native shell when the login fails', async () => {
    const postMessage = vi.fn();
    vi.stubGlobal('ReactNativeWebView', { postMessage });
    server.use(apiError(AccountApi.login, 401, { code: 401, message: 'No.' }));
    const { result } = renderLogin();

    await act(() => result.current.mutateAsync(credentials).catch(() => undefined));

    expect(postMessage).not.toHaveBeenCalled();
  });
});
