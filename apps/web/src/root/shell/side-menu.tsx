import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { NavLink } from 'react-router';
import { useConfirm } from '../../components/confirm-dialog/use-confirm.ts';
import { useModalDialog } from '../../components/dialog/use-modal-dialog.ts';
import { externalLinks } from '../../lib/external-links.ts';
import { paths } from '../../lib/paths.ts';
import { logoutQuestion, unsentBeforeLogout } from './logout-confirm.ts';
import styles from './side-menu.module.css';
import { useSwipeToClose } from './use-swipe-to-close.ts';
import { FAVORITES_MENU_LABEL } from '../../features/catalog/favorites/favorite-menu-text.ts';

/** What the user chose in the menu; carried out once the menu has closed. */
export type MenuChoice = { kind: 'navigate'; to: string } | { kind: 'logout' };

const PAGES = [
  { label: 'Account', to: paths.management },
  { label: 'Browse By Category', to: paths.categories },
  { label: 'Browse By Map', to: paths.map },
  // CATALOG-11: browsing "as a full list" needs a way in.
  { label: 'All Coupons', to: paths.allOffers },
  { label: 'My Location', to: paths.market },
  { label: 'Savings Tracker', to: paths.savings },
  { label: FAVORITES_MENU_LABEL, to: paths.favorites },
] as const;

const EXTERNAL = [
  { label: 'About Us', href: externalLinks.about },
  { label: 'Contact Us', href: externalLinks.contact },
  { label: 'Terms of Use & Privacy Policy', href: externalLinks.terms },
] as const;

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

interface SideMenuProps {
  id: string;
  /** The menu has closed (its history entry is gone); `choice` is what to do next, if anything. */
  onClosed: (choice: MenuChoice | null) => void;
}

/** APP-6 side menu, a modal drawer: Escape, Back, a swipe or a click beside it close it. */
export function SideMenu({ id, onClosed }: SideMenuProps) {
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const choice = useRef<MenuChoice | null>(null);
  // Coupons redeemed offline are sent before the question (issue #27): one attempt at a time.
  const [sending, setSending] = useState(false);
  const { ref, close } = useModalDialog(() => {
    onClosed(choice.current);
  });
  const swipe = useSwipeToClose(close);

  const closeWith = (next: MenuChoice) => {
    choice.current = next;
    close();
  };

  const askLogout = async () => {
    if (sending) return;
    setSending(true);
    const unsent = await unsentBeforeLogout(queryClient).finally(() => {
      setSending(false);
    });
    // Closed meanwhile (Back, Escape, a tap beside it): the member changed their mind.
    if (!ref.current?.open) return;
    if (await confirm(logoutQuestion(unsent))) closeWith({ kind: 'logout' });
  };

  return (
    <dialog
      ref={ref}
      id={id}
      className={styles.drawer}
      // Explicit, so accessibility checkers know the drawer as a region of its own.
      role="dialog"
      aria-label="Menu"
      onClick={(event) => {
        // A click on the dialog itself, not its panel, is a click on the backdrop beside it.
        if (event.target === event.currentTarget) close();
      }}
      {...swipe}
    >
      <div className={styles.panel}>
        <button type="button" className={styles.closeButton} onClick={close}>
          Close
        </button>
        <nav aria-label="Main menu">
          <ul className={styles.list}>
            {PAGES.map((page) => (
              <li key={page.to}>
                <NavLink
                  className={styles.item}
                  to={page.to}
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    closeWith({ kind: 'navigate', to: page.to });
                  }}
                >
                  {page.label}
                </NavLink>
              </li>
            ))}
            {EXTERNAL.map((link) => (
              <li key={link.label}>
                <a
                  className={styles.item}
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={styles.item}
                aria-busy={sending}
                onClick={() => void askLogout()}
              >
                Logout
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
