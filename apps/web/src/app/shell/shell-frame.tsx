import type { ReactNode, Ref } from 'react';
import { TopBar } from './top-bar.tsx';
import styles from './shell.module.css';

interface ShellFrameProps {
  busy: boolean;
  actions?: ReactNode;
  mainRef?: Ref<HTMLElement>;
  children?: ReactNode;
}

/** The page layout: skip link, top bar and the main landmark. */
export function ShellFrame({ busy, actions, mainRef, children }: ShellFrameProps) {
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <TopBar busy={busy} actions={actions} />
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
