import '@citybook/ui/tokens.css';
import '@citybook/ui/base.css';
import '../lib/zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DeskApp } from './desk-app.tsx';

/*
 * The Redeem Desk's own entry (desk.html, served at /desk; ADR 0049): a first download apart
 * from the operator console's, with none of its screens, router or query cache.
 */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');
createRoot(container).render(
  <StrictMode>
    <DeskApp />
  </StrictMode>,
);
