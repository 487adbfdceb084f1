import '@citybook/ui/tokens.css';
import '@citybook/ui/base.css';
import './lib/zod-config.ts';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { ConsoleProviders } from './root/providers.tsx';
import { consoleRoutes } from './root/routes.tsx';
import { isNetworkFailure } from './lib/api-client.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

// Vite's base (/console/) without its final slash: the router's paths are the console's own.
const router = createBrowserRouter(consoleRoutes, {
  basename: import.meta.env.BASE_URL.replace(/\/$/, ''),
});

// A refused call is not tried again (a 401 or 403 stays one); a lost connection is, twice.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: (count, error) => isNetworkFailure(error) && count < 2 },
    mutations: { retry: false },
  },
});

createRoot(container).render(
  <StrictMode>
    <ConsoleProviders queryClient={queryClient} router={router} />
  </StrictMode>,
);
