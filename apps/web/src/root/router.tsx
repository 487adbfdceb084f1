import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import type { HydrationState, RouteObject } from 'react-router';
import { trackHistory } from '../lib/history-depth.ts';
import { paths } from '../lib/paths.ts';
import type { RouteHandle } from './route-handle.ts';
import { mapLoader } from './routes/map-loader.ts';
import { marketQueryOptions } from '../features/market/api/get-market.ts';
import { allOffersLoader } from './routes/all-offers-loader.ts';
import { categoriesLoader } from './routes/categories-loader.ts';
import { categoryLoader } from './routes/category-loader.ts';
import { keepDataWhileSearching } from './routes/keep-data-while-searching.ts';
import { merchantLoader } from './routes/merchant-loader.ts';
import { offerLoader } from './routes/offer-loader.ts';
import { savingsLoader } from './routes/savings-loader.ts';
import { ErrorPage } from './routes/error-page.tsx';
import { loginLoader } from './routes/login-loader.ts';
import { paymentLoader } from './routes/payment-loader.ts';
import { protectedLoader } from './routes/protected-loader.ts';
import { requireProfile } from './routes/require-profile.ts';
import { AppCrash } from './shell/app-crash.tsx';
import { Shell } from './shell/shell.tsx';
import { ShellFallback } from './shell/shell-fallback.tsx';

/** The login page's routes, at `/` and at its own address. */
export const LoginRouteId = { home: 'home', login: 'login' } as const;

// Every page is its own chunk, loaded when first visited.
const loginPage = async () => ({
  Component: (await import('../features/account/components/login-page.tsx')).LoginPage,
});

function page(path: string, lazy: RouteObject['lazy'], handle?: RouteHandle): RouteObject {
  return handle ? { path, lazy, handle } : { path, lazy };
}

/** A catalogue page reached from the categories: its data loads first, Back leads there. */
function catalogPage(
  path: string,
  loader: RouteObject['loader'],
  lazy: RouteObject['lazy'],
): RouteObject {
  return {
    path,
    loader,
    shouldRevalidate: keepDataWhileSearching,
    handle: { back: paths.categories } satisfies RouteHandle,
    lazy,
  };
}

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
            // APP-2 anonymous routes.
            // Named: their first screen is prerendered (see prerendered.ts).
            { id: LoginRouteId.home, index: true, loader: loginLoader, lazy: loginPage },
            { id: LoginRouteId.login, path: paths.login, loader: loginLoader, lazy: loginPage },
            page(
              paths.createAccount,
              async () => ({
                Component: (await import('../features/account/components/create-account-page.tsx'))
                  .CreateAccountPage,
              }),
              { back: paths.login },
            ),
            page(
              paths.forgotPassword,
              async () => ({
                Component: (await import('../features/account/components/forgot-password-page.tsx'))
                  .ForgotPasswordPage,
              }),
              { back: paths.login },
            ),
            page(paths.resetPassword, async () => ({
              Component: (await import('./routes/password-routes.tsx')).ResetPasswordRoute,
            })),
            page(paths.setPasswordRoute, async () => ({
              Component: (await import('./routes/password-routes.tsx')).SetPasswordRoute,
            })),
            // APP-2 lists it as anonymous; the route logs the shared guest out.
            page(
              paths.selectActivation,
              async () => ({
                Component: (await import('./routes/activation-routes.tsx')).SelectActivationRoute,
              }),
              { back: paths.categories },
            ),
            {
              path: paths.paymentRoute,
              loader: paymentLoader(queryClient),
              handle: { back: paths.selectActivation } satisfies RouteHandle,
              lazy: async () => ({
                Component: (await import('./routes/subscription-routes.tsx')).PaymentRoute,
              }),
            },
            page(paths.subscriptionCompleteRoute, async () => ({
              Component: (
                await import('../features/activation/components/subscription-complete-page.tsx')
              ).SubscriptionCompletePage,
            })),
            { path: paths.error, Component: ErrorPage },
            // Issue #16: staff check a verification code, logged in or not.
            ...[paths.verify, paths.verifyRoute].map((path) =>
              page(path, async () => ({
                Component: (await import('../features/redemption/verify/verify-page.tsx'))
                  .VerifyPage,
              })),
            ),
            // REDEEM-8: where a shared saving leads, open to anyone (issue #32 item 12).
            page(paths.publicSavings, async () => ({
              Component: (await import('./routes/public-savings-route.tsx')).PublicSavingsRoute,
            })),
            // FUNDRAISING-5: a campaign's public page, from its link or a seller's, open to anyone.
            ...[paths.fundraisingCampaign, paths.fundraisingSeller].map((path) =>
              page(path, async () => ({
                Component: (await import('./routes/fundraising-route.tsx')).FundraisingRoute,
              })),
            ),
            // NOTICE-10: a reminder's Unsubscribe link, without a session.
            page(paths.unsubscribe, async () => ({
              Component: (await import('../features/notices/components/unsubscribe-page.tsx'))
                .UnsubscribePage,
            })),
            page(paths.deepLink, async () => ({
              Component: (await import('./routes/deep-link-page.tsx')).DeepLinkPage,
            })),
            {
              id: 'protected',
              loader: protectedLoader(queryClient),
              shouldRevalidate: keepDataWhileSearching,
              lazy: async () => {
                const layout = await import('./routes/protected-layout.tsx');
                return { Component: layout.ProtectedLayout, ErrorBoundary: layout.ProtectedError };
              },
              children: [
                page(paths.market, async () => ({
                  Component: (await import('./routes/market-route.tsx')).MarketRoute,
                })),
                ...[paths.management, paths.managementMc].map((path) =>
                  page(path, async () => ({
                    Component: (await import('./routes/account-management-route.tsx'))
                      .AccountManagementRoute,
                  })),
                ),
                page(
                  paths.changePassword,
                  async () => ({
                    Component: (
                      await import('../features/account/components/change-password-page.tsx')
                    ).ChangePasswordPage,
                  }),
                  { back: paths.managementMc },
                ),
                page(
                  paths.profileEdit,
                  async () => ({
                    Component: (
                      await import('../features/account/components/profile-edit-page.tsx')
                    ).ProfileEditPage,
                  }),
                  { back: paths.managementMc },
                ),
                page(
                  paths.activate,
                  async () => ({
                    Component: (await import('./routes/activation-routes.tsx')).ActivateRoute,
                  }),
                  { back: paths.managementMc },
                ),
                page(
                  paths.addCode,
                  async () => ({
                    Component: (await import('./routes/activation-routes.tsx')).AddCodeRoute,
                  }),
                  { back: paths.managementMc },
                ),
                page(
                  paths.activateHelp,
                  async () => ({
                    Component: (
                      await import('../features/activation/components/activation-help-page.tsx')
                    ).ActivationHelpPage,
                  }),
                  { back: paths.activate },
                ),
                page(
                  paths.manageSubscriptions,
                  async () => ({
                    Component: (
                      await import('../features/activation/components/manage-subscriptions-page.tsx')
                    ).ManageSubscriptionsPage,
                  }),
                  { back: paths.managementMc },
                ),
                page(
                  paths.changeSubscription,
                  async () => ({
                    Component: (await import('./routes/subscription-routes.tsx'))
                      .ChangeSubscriptionRoute,
                  }),
                  { back: paths.manageSubscriptions },
                ),
                page(
                  paths.payments,
                  async () => ({
                    Component: (
                      await import('../features/activation/components/payment-history-page.tsx')
                    ).PaymentHistoryPage,
                  }),
                  { back: paths.managementMc },
                ),
                page(
                  paths.notificationSettings,
                  async () => ({
                    Component: (
                      await import('../features/notices/components/notice-preferences-page.tsx')
                    ).NoticePreferencesPage,
                  }),
                  { back: paths.managementMc },
                ),
                page(
                  paths.devices,
                  async () => ({
                    Component: (
                      await import('../features/account/components/signed-in-devices-page.tsx')
                    ).SignedInDevicesPage,
                  }),
                  { back: paths.managementMc },
                ),
                page(paths.favorites, async () => ({
                  Component: (await import('../features/catalog/favorites/favorites-page.tsx'))
                    .FavoritesPage,
                })),
                page(paths.deleteAccount, async () => ({
                  Component: (
                    await import('../features/account/components/delete-account-page.tsx')
                  ).DeleteAccountPage,
                })),
                {
                  path: paths.categories,
                  loader: categoriesLoader(queryClient),
                  // Typing in the market search changes only `?q=`: no landing checks per key.
                  shouldRevalidate: keepDataWhileSearching,
                  lazy: async () => {
                    // Both at once: one after the other would add a round trip before the page.
                    const [route, error] = await Promise.all([
                      import('./routes/categories-route.tsx'),
                      import('../features/catalog/components/categories-error.tsx'),
                    ]);
                    return {
                      Component: route.CategoriesRoute,
                      ErrorBoundary: error.CategoriesError,
                    };
                  },
                },
                catalogPage(paths.categoryRoute, categoryLoader(queryClient), async () => {
                  const route = await import('./routes/category-route.tsx');
                  return { Component: route.CategoryRoute, ErrorBoundary: route.CategoryError };
                }),
                catalogPage(paths.merchantRoute, merchantLoader(queryClient), async () => {
                  const route = await import('./routes/merchant-route.tsx');
                  return { Component: route.MerchantRoute, ErrorBoundary: route.MerchantError };
                }),
                catalogPage(paths.offerRoute, offerLoader(queryClient), async () => {
                  const route = await import('./routes/offer-route.tsx');
                  return { Component: route.OfferRoute, ErrorBoundary: route.OfferError };
                }),
                {
                  path: paths.savings,
                  loader: savingsLoader(queryClient),
                  lazy: async () => {
                    const route = await import('./routes/savings-route.tsx');
                    return { Component: route.SavingsRoute, ErrorBoundary: route.SavingsError };
                  },
                },
                catalogPage(paths.allOffers, allOffersLoader(queryClient), async () => {
                  const route = await import('./routes/all-offers-route.tsx');
                  return { Component: route.AllOffersRoute, ErrorBoundary: route.AllOffersError };
                }),
                {
                  path: paths.map,
                  loader: mapLoader(queryClient, requireProfile, marketQueryOptions),
                  // Leaflet and the map's code load only on this route.
                  lazy: async () => ({
                    Component: (await import('./routes/map-route.tsx')).MapRoute,
                  }),
                },
              ],
            },
            page('*', async () => ({
              Component: (await import('./routes/not-found-page.tsx')).NotFoundPage,
            })),
          ],
        },
      ],
    },
  ];
}

/** The app's router; `hydrationData` when it takes over a prerendered page (prerendered.ts). */
export function createAppRouter(routes: RouteObject[], hydrationData?: HydrationState) {
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
  trackHistory(router);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
