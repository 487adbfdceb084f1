import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ConsoleProviders } from './providers.tsx';
import { consoleRoutes } from './routes.tsx';

function renderConsoleAt(path: string) {
  const router = createMemoryRouter(consoleRoutes, { initialEntries: [path] });
  render(<ConsoleProviders queryClient={new QueryClient()} router={router} />);
}

describe('the console', () => {
  it('opens on its start page, under the product’s bar', async () => {
    renderConsoleAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Citybook console' }),
    ).toBeVisible();
    expect(screen.getByRole('banner')).toHaveTextContent('Citybook');
    expect(screen.getByRole('main')).toHaveTextContent('Staff sign-in comes next.');
  });

  it('answers an address it has no page for with a way back', async () => {
    renderConsoleAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the console' })).toHaveAttribute('href', '/');
  });
});
