import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import styles from './guest-notice.module.css';
import { GuestNoticeText } from './guest-text.ts';

interface GuestNoticeProps {
  /** Extra spacing or layout of the page the notice sits on. */
  className?: string | undefined;
  /** For the controls the notice explains (aria-describedby). */
  id?: string | undefined;
}

/**
 * Why a screen is disabled for the shared guest account, which can change nothing (ACCOUNT-5), and
 * the way out: an account of the member's own. Every page a guest cannot use shows it.
 */
export function GuestNotice({ className, id }: GuestNoticeProps) {
  return (
    <p id={id} className={className ? `${styles.notice} ${className}` : styles.notice}>
      {GuestNoticeText.cannotChange}{' '}
      <Link to={paths.createAccount}>{GuestNoticeText.createAccount}</Link>{' '}
      {GuestNoticeText.toDoThis}
    </p>
  );
}
