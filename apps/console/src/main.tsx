import '@citybook/ui/tokens.css';
import '@citybook/ui/base.css';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { ConsoleProviders } from './root/providers.tsx';
import { consoleRoutes } from './root/routes.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

// Vite's base (/console/) without its final slash: the router's paths are the console's own.
const router = createBrowserRouter(consoleRoutes, {
  basename: import.meta.env.BASE_URL.replace(/\/$/, ''),
});

createRoot(container).render(
  <StrictMode>
    <ConsoleProviders queryClient={new QueryClient()} router={router} />
  </StrictMode>,
);
