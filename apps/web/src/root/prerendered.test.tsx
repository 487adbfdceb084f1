import { PAYMENT_LOGIN_NOTICE } from '@citybook/contract';
import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../lib/paths.ts';
import { rememberPaymentReturn } from '../lib/payment-return.ts';
import { writeStored } from '../lib/storage/stored.ts';
import { storageKeys } from '../lib/storage/storage-keys.ts';
import { prerenderedPage, renderLoginPage } from './prerender-login.tsx';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_LOGIN } from './prerender-names.ts';
import { prerenderedState } from './prerendered.ts';
import { createQueryClient } from './query-client.ts';
import { createRoutes } from './router.tsx';
import type { AppRouter } from './router.tsx';
import { startApp } from './start-app.tsx';

let root: Root | undefined;
let container: HTMLElement | undefined;
let router: AppRouter | undefined;

/**
 * What React reports while taking the page over: a markup that does not match goes to the
 * window's `reportError` (an error event), other complaints to the console.
 */
function complaints() {
  const reported: string[] = [];
  const onError = (event: ErrorEvent) => {
    reported.push(event.message);
  };
  window.addEventListener('error', onError);
  const consoleError = vi.spyOn(console, 'error');
  const consoleWarn = vi.spyOn(console, 'warn');
  return () => {
    window.removeEventListener('error', onError);
    return [...reported, ...consoleError.mock.calls, ...consoleWarn.mock.calls].map(String);
  };
}

afterEach(() => {
  act(() => root?.unmount());
  // The browser router listens to the window's history: the files after this one share it.
  router?.dispose();
  container?.remove();
  root = undefined;
  router = undefined;
  window.history.replaceState(null, '', '/');
});

/** The page as the server sends it: the build's markup in #root, marked as the login page. */
async function prerenderedRoot(): Promise<HTMLElement> {
  container = document.createElement('div');
  container.setAttribute(PRERENDERED_ATTRIBUTE, PRERENDERED_LOGIN);
  container.innerHTML = await renderLoginPage();
  document.body.append(container);
  return container;
}

/** The app started on that page as main.tsx starts it, until its first render has settled. */
async function startAppOn(element: HTMLElement) {
  await act(async () => {
    const started = await startApp(element);
    root = started.root;
    router = started.router;
  });
}

describe('the prerendered login page (ADR 0061)', () => {
  it.each([paths.login, paths.home])(
    'at %s, is taken over by the app as it is: the same elements, no complaint, the buttons enabled',
    async (address) => {
      window.history.replaceState(null, '', address);
      const element = await prerenderedRoot();
      const heading = element.querySelector('h1');
      expect(heading).toHaveTextContent('Log in to Citybook');
      expect(element.querySelector('button[type="submit"]')).toBeDisabled();
      const reported = complaints();

      await startAppOn(element);

      expect(screen.getByRole('heading', { level: 1, name: 'Log in to Citybook' })).toBe(heading);
      expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Continue as Guest' })).toBeEnabled();
      expect(reported()).toEqual([]);
    },
  );

  it("shows what the tab keeps once taken over: the variant's name and the payment notice", async () => {
    window.history.replaceState(null, '', paths.login);
    const element = await prerenderedRoot();
    writeStored(storageKeys.mobilePlus, 'true');
    rememberPaymentReturn('/account/payment/2/true');
    const reported = complaints();

    await startAppOn(element);

    expect(screen.getByText('Citybook Mobile +')).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_LOGIN_NOTICE)).toBeInTheDocument();
    expect(reported()).toEqual([]);
  });

  it('is rendered afresh for a member, on another page, or without the mark', async () => {
    const routes = createRoutes(createQueryClient());
    const element = document.createElement('div');
    element.setAttribute(PRERENDERED_ATTRIBUTE, PRERENDERED_LOGIN);
    const at = (address: string) => new URL(address, window.location.origin) as unknown as Location;

    expect(await prerenderedState(element, routes, at(paths.login), false)).toEqual({
      loaderData: { login: null },
    });
    expect(await prerenderedState(element, routes, at(paths.login), true)).toBeNull();
    expect(await prerenderedState(element, routes, at(paths.createAccount), false)).toBeNull();
    expect(
      await prerenderedState(document.createElement('div'), routes, at(paths.login), false),
    ).toBeNull();
  });
});

describe('prerenderedPage', () => {
  const indexHtml =
    '<html><head><title>Citybook</title></head><body><noscript>x</noscript><div id="root">\n  <header class="boot-bar"><p>Citybook</p></header>\n</div></body></html>';

  it("puts the markup in #root, marked, and applies the page's style sheets", () => {
    expect(prerenderedPage(indexHtml, '<main>Log in</main>', ['/assets/forms-Ab12.css'])).toBe(
      '<html><head><title>Citybook</title>  <link rel="stylesheet" crossorigin href="/assets/forms-Ab12.css">\n  </head><body><noscript>x</noscript><div id="root" data-prerendered="login"><main>Log in</main></div></body></html>',
    );
  });

  it('has the app fetch its scripts after what the first paint needs', () => {
    const withScripts = indexHtml.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/app-Cd34.js"></script></head>',
    );
    expect(prerenderedPage(withScripts, '<main>Log in</main>', [])).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/app-Cd34.js"></script>',
    );
  });

  it('refuses an index.html whose #root it cannot replace whole', () => {
    expect(() => prerenderedPage('<html><head></head><body></body></html>', 'x', [])).toThrow(
      /no #root/,
    );
    expect(() =>
      prerenderedPage(
        '<html><head></head><body><div id="root"><div>boot</div></div></body></html>',
        'x',
        [],
      ),
    ).toThrow(/no #root/);
  });
});
