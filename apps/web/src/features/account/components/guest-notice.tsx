import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { GuestNoticeText } from '../account-screen-text.ts';

interface GuestNoticeProps {
  className: string | undefined;
  /** For the controls the notice explains (aria-describedby). */
  id?: string | undefined;
}

/**
 * Why a screen is disabled for the shared guest account, which can change nothing (ACCOUNT-5), and
 * the way out: an account of the member's own.
 */
export function GuestNotice({ className, id }: GuestNoticeProps) {
  return (
    <p id={id} className={className}>
      {GuestNoticeText.cannotChange}{' '}
      <Link to={paths.createAccount}>{GuestNoticeText.createAccount}</Link>{' '}
      {GuestNoticeText.toDoThis}
    </p>
  );
}
