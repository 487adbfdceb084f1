import { Timing, nativeAppUrl } from '@citybook/contract/app';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { appStoreLinks } from '../../lib/external-links.ts';
import { APP_TITLE } from '../../lib/app-title.ts';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from './deep-link-page.module.css';

/** The route path without its '*': what comes after it is the app's path. */
const DEEP_LINK_PREFIX = paths.deepLink.slice(0, -1);

/** Leaves for the app's address; the browser stays here when no app takes it. */
function openInWindow(url: string): void {
  window.location.href = url;
}

interface DeepLinkPageProps {
  /** How the app's address is opened; tests watch it. */
  openApp?: (url: string) => void;
}

/** APP-3 /mobile/deeplink/{path}: after a moment, opens the native app at the same place. */
export function DeepLinkPage({ openApp = openInWindow }: DeepLinkPageProps) {
  const heading = `Open in the ${APP_TITLE} app`;
  useDocumentTitle(heading);
  const { pathname, search } = useLocation();
  // The address as typed, not decoded, so the app gets exactly the same path.
  const appPath = pathname.slice(DEEP_LINK_PREFIX.length);
  const appUrl = nativeAppUrl(appPath, search);
  // Leading slashes dropped: "//host" would leave the site.
  const browserPath = `/${appPath.replace(/^\/+/, '')}${search}`;

  useEffect(() => {
    const timer = setTimeout(() => {
      openApp(appUrl);
    }, Timing.deepLinkWaitMs);
    return () => {
      clearTimeout(timer);
    };
  }, [appUrl, openApp]);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{heading}</h1>
      <p>
        We are opening the {APP_TITLE} app. If you do not have it yet, get it from your app store.
      </p>
      <ul className={styles.links}>
        <li>
          <a className={styles.store} href={appStoreLinks.appStore}>
            Download on the App Store
          </a>
        </li>
        <li>
          <a className={styles.store} href={appStoreLinks.playStore}>
            Get it on Google Play
          </a>
        </li>
      </ul>
      <p>
        <Link to={browserPath}>Continue in the browser</Link>
      </p>
    </div>
  );
}
