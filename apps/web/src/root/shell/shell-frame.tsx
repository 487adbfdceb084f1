import type { ReactNode, Ref } from 'react';
import { APP_TITLE, appTitle } from '../../lib/app-title.ts';
import { useBrowserValue } from '../../lib/use-browser-value.ts';
import { TopBar } from './top-bar.tsx';
import styles from './shell.module.css';

interface ShellFrameProps {
  busy: boolean;
  title?: string;
  /** The menu toggle or the Back button. */
  start?: ReactNode;
  /** The side menu while it is open; outside the main landmark. */
  menu?: ReactNode;
  mainRef?: Ref<HTMLElement>;
  children?: ReactNode;
  /** Shown over the page, e.g. the toast. */
  overlay?: ReactNode;
  /** Under the top bar, e.g. the offline banner. */
  notice?: ReactNode;
}

/** The page layout: skip link, top bar and the main landmark. */
export function ShellFrame({
  busy,
  title,
  start,
  menu,
  mainRef,
  children,
  overlay,
  notice,
}: ShellFrameProps) {
  // The variant's name is kept in the tab's storage: the prerendered page has the plain one.
  const variantTitle = useBrowserValue(appTitle, APP_TITLE);
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <TopBar title={title ?? variantTitle} busy={busy} start={start} notice={notice} />
      {menu}
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        {children}
        {overlay}
      </main>
    </div>
  );
}
