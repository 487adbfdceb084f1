import { Timing } from '@citybook/contract/app';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from 'react-router';
import { useBackClosesDialogs } from '../../components/dialog/use-back-closes-dialogs.ts';
import { Toast } from '../../components/toast/toast.tsx';
import { useLogout } from '../../features/account/api/logout.ts';
import { useIsLoggedIn } from '../../features/account/use-is-logged-in.ts';
import { OfflineBanner } from '../../features/app/components/offline-banner.tsx';
import { useUpdateRequired } from '../../features/app/use-update-required.ts';
import { useGoBack } from '../../lib/history.ts';
import { useIsLocating } from '../../lib/locating.ts';
import { useIsNavigationHidden } from '../../lib/navigation-hidden.ts';
import { captureVariant } from '../../lib/variant.ts';
import { useRouteHandle } from '../route-handle.ts';
import { ShellFrame } from './shell-frame.tsx';
import type { MenuChoice } from './side-menu.tsx';
import { BackButton, MenuToggle } from './top-bar-buttons.tsx';
import { useDelayedFlag } from './use-delayed-flag.ts';
import { useFocusOnNavigation } from './use-focus-on-navigation.ts';
import { useNativePurchaseResults } from './use-native-purchase-results.ts';
import { useNavigationToast } from './use-navigation-toast.ts';

// Only for an app older than allowed: kept out of the first screen's code (ADR 0005).
const UpdateRequired = lazy(async () => ({
  default: (await import('../../features/app/components/update-required.tsx')).UpdateRequired,
}));

// Only a member has the menu: kept out of the first screen's code (the login page's above all),
// fetched when the member reaches for its toggle.
const loadSideMenu = () => import('./side-menu.tsx');
type SideMenuComponent = Awaited<ReturnType<typeof loadSideMenu>>['SideMenu'];

export function Shell() {
  const navigation = useNavigation();
  const locating = useIsLocating();
  const pending = useIsFetching() + useIsMutating() > 0 || navigation.state !== 'idle' || locating;
  const busy = useDelayedFlag(pending, Timing.spinnerDelayMs);
  const loggedIn = useIsLoggedIn();
  const mainRef = useFocusOnNavigation<HTMLElement>();
  const handle = useRouteHandle();
  const goBack = useGoBack();
  const navigate = useNavigate();
  const logout = useLogout();
  const toast = useNavigationToast();
  const updateRequired = useUpdateRequired();
  useNativePurchaseResults();
  useBackClosesDialogs();
  const menuId = useId();
  const { pathname, search } = useLocation();
  // Tied to the page it was opened on: leaving that page any other way closes the menu. Each
  // opening has its own number: a menu opened again while the last one is still closing (Escape,
  // then Enter at once) is a new menu, and the last one's end does not close it.
  const [menuOpening, setMenuOpening] = useState<{ page: string; number: number } | null>(null);
  const openings = useRef(0);
  const [SideMenu, setSideMenu] = useState<SideMenuComponent | null>(null);
  const navigationHidden = useIsNavigationHidden();
  const page = pathname + search;
  const menuOpen = loggedIn && !navigationHidden && menuOpening?.page === page;

  useEffect(() => {
    captureVariant(search);
  }, [search]);

  const afterMenu = (opening: number, choice: MenuChoice | null) => {
    setMenuOpening((current) => (current?.number === opening ? null : current));
    if (choice?.kind === 'navigate') void navigate(choice.to);
    if (choice?.kind === 'logout') logout.mutate();
  };

  const back = handle.back;
  const start =
    back !== undefined ? (
      <BackButton
        onBack={() => {
          goBack(back);
        }}
      />
    ) : loggedIn ? (
      <MenuToggle
        menuId={menuId}
        expanded={menuOpen}
        onToggle={() => {
          // Offline without the worker its code cannot come: the menu stays closed, no crash.
          loadSideMenu().then(
            (module) => {
              setSideMenu(() => module.SideMenu);
              openings.current += 1;
              setMenuOpening({ page, number: openings.current });
            },
            () => undefined,
          );
        }}
        onIntent={() => {
          loadSideMenu().catch(() => undefined);
        }}
      />
    ) : null;

  return (
    <ShellFrame
      busy={busy}
      title={handle.title}
      start={navigationHidden ? null : start}
      menu={
        menuOpen && SideMenu ? (
          <SideMenu
            key={menuOpening.number}
            id={menuId}
            onClosed={(choice) => {
              afterMenu(menuOpening.number, choice);
            }}
          />
        ) : null
      }
      mainRef={mainRef}
      notice={<OfflineBanner />}
      overlay={<Toast message={toast} />}
    >
      {updateRequired ? (
        <Suspense fallback={null}>
          <UpdateRequired />
        </Suspense>
      ) : (
        <Outlet />
      )}
      {/* New pages start at the top; Back returns to where the page was left. */}
      <ScrollRestoration />
    </ShellFrame>
  );
}
