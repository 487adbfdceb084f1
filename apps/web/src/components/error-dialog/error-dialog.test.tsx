import { AppApi } from '@citybook/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import type { ErrorDialogOptions } from './error-dialog-context.ts';
import { ErrorDialogProvider } from './error-dialog-provider.tsx';
import { useErrorDialog } from './use-error-dialog.ts';
import { apiReply } from '../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../testing/mocks/requests.ts';
import { server } from '../../testing/mocks/server.ts';

function Failing({ options }: { options: ErrorDialogOptions }) {
  const showError = useErrorDialog();
  return (
    <button
      type="button"
      onClick={() => {
        showError(options);
      }}
    >
      Fail
    </button>
  );
}

function renderFailing(options: ErrorDialogOptions, withProvider = true) {
  const router = createMemoryRouter(
    [
      { path: '/page', element: <Failing options={options} /> },
      { path: '/error', element: <p>Error page</p> },
    ],
    { initialEntries: ['/page'] },
  );
  const app = <RouterProvider router={router} />;
  render(withProvider ? <ErrorDialogProvider>{app}</ErrorDialogProvider> : app);
  return { router, user: userEvent.setup() };
}

describe('error dialog', () => {
  it('shows the message with OK and Contact Us, then runs onClose', async () => {
    server.use(apiReply(AppApi.reportClientError, undefined));
    const onClose = vi.fn();
    const { user } = renderFailing({ title: 'Login Error', message: 'Locked.', onClose });

    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const dialog = screen.getByRole('dialog', { name: 'Login Error' });
    expect(dialog).toHaveAccessibleDescription('Locked.');
    const contact = within(dialog).getByRole('link', { name: 'Contact Us' });
    expect(contact).toHaveAttribute('href', 'https://citybook.app/contact');
    expect(contact).toHaveAttribute('target', '_blank');
    expect(contact).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() => {
      expect(onClose).toHaveBeenCalledOnce();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("is titled 'Error' by default and can hide the contact option", async () => {
    server.use(apiReply(AppApi.reportClientError, undefined));
    const { user } = renderFailing({ message: 'Wrong rule.', hideContact: true });

    await user.click(screen.getByRole('button', { name: 'Fail' }));

    const dialog = screen.getByRole('dialog', { name: 'Error' });
    expect(within(dialog).queryByRole('link', { name: 'Contact Us' })).not.toBeInTheDocument();
  });

  it('reports the failure with the status, code and path of the call', async () => {
    server.use(apiReply(AppApi.reportClientError, undefined));
    const requests = recordRequests();
    const error = new ApiError(500, 500, 'boom', '/api/market/getall');
    const { user } = renderFailing({ message: 'Could not load.', error });

    await user.click(screen.getByRole('button', { name: 'Fail' }));

    expect(requests).toHaveBeenCalledOnce();
    const [url, init] = requests.mock.calls[0]!;
    expect(url).toBe(AppApi.reportClientError.path);
    expect(JSON.parse(init?.body as string)).toEqual({
      message: 'Could not load.',
      status: 500,
      code: 500,
      path: '/api/market/getall',
      url: `${window.location.origin}${window.location.pathname}`,
    });
  });

  it('still shows the dialog when reporting fails', async () => {
    const { user } = renderFailing({ message: 'Offline.' });

    await user.click(screen.getByRole('button', { name: 'Fail' }));

    expect(screen.getByRole('dialog', { name: 'Error' })).toBeVisible();
  });

  it('sends the user to /error when no dialog is configured', async () => {
    const { router, user } = renderFailing({ message: 'Anything.' }, false);

    await user.click(screen.getByRole('button', { name: 'Fail' }));

    expect(router.state.location.pathname).toBe('/error');
  });
});
