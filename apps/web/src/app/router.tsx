import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { CategoriesError } from '../features/catalog/components/categories-error.tsx';
import { LoginPage } from '../features/account/components/login-page.tsx';
import { paths } from '../lib/paths.ts';
import { CategoriesRoute, categoriesLoader } from './routes/categories-route.tsx';
import { ErrorPage } from './routes/error-page.tsx';
import { loginLoader } from './routes/login-loader.ts';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { protectedLoader } from './routes/protected-loader.ts';
import { AppCrash } from './shell/app-crash.tsx';
import { Shell } from './shell/shell.tsx';
import { ShellFallback } from './shell/shell-fallback.tsx';

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      Component: Shell,
      HydrateFallback: ShellFallback,
      ErrorBoundary: AppCrash,
      children: [
        {
          // Failures inside a page keep the top bar around them.
          ErrorBoundary: ErrorPage,
          children: [
            { index: true, loader: loginLoader, Component: LoginPage },
            { path: paths.login, loader: loginLoader, Component: LoginPage },
            { path: paths.error, Component: ErrorPage },
            {
              id: 'protected',
              loader: protectedLoader(queryClient),
              children: [
                {
                  path: paths.categories,
                  loader: categoriesLoader(queryClient),
                  Component: CategoriesRoute,
                  ErrorBoundary: CategoriesError,
                },
              ],
            },
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
