// First: zod's settings hold before any module parses with it.
import './lib/zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './root/providers.tsx';
import { createQueryClient } from './root/query-client.ts';
import { createAppRouter } from './root/router.tsx';
import { captureVariant } from './lib/variant.ts';
import './styles/global.css';

captureVariant();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} router={router} />
  </StrictMode>,
);
