import { hasSession } from '../../features/account/session.ts';
import { PublicSavingsPage } from '../../features/redemption/components/public-savings-page.tsx';

/** /savings (REDEEM-8): open to anyone; a member who is logged in is offered their own tracker. */
export function PublicSavingsRoute() {
  return <PublicSavingsPage loggedIn={hasSession()} />;
}
