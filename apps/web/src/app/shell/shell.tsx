import { Timing } from '@citybook/contract';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { Outlet, useNavigation } from 'react-router';
import { useIsLoggedIn } from '../../features/account/use-is-logged-in.ts';
import { LogoutButton } from './logout-button.tsx';
import { ShellFrame } from './shell-frame.tsx';
import { useDelayedFlag } from './use-delayed-flag.ts';
import { useFocusOnNavigation } from './use-focus-on-navigation.ts';

export function Shell() {
  const navigation = useNavigation();
  const pending = useIsFetching() + useIsMutating() > 0 || navigation.state !== 'idle';
  const busy = useDelayedFlag(pending, Timing.spinnerDelayMs);
  const loggedIn = useIsLoggedIn();
  const mainRef = useFocusOnNavigation<HTMLElement>();

  return (
    <ShellFrame busy={busy} actions={loggedIn ? <LogoutButton /> : null} mainRef={mainRef}>
      <Outlet />
    </ShellFrame>
  );
}
